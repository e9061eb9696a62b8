import Chart
import Ephemeris
import TimeZones

extension JobRequest {
    static let birthKeys: Set<String> = ["date", "time", "timeZone", "utcOffset", "fold", "latitude", "longitude", "place"]

    /// Reads the `birth` object's types; what the values mean (a real date, a zone, an unambiguous local
    /// time, coordinates in range) is `BirthData.resolve`'s job, through `resolveBirth`.
    static func birth(_ reader: JSONObjectReader) throws(JobError) -> BirthData {
        try reader.rejectUnknownKeys(birthKeys)
        var fold: BirthData.Fold?
        if let name = try reader.optionalString("fold") {
            guard let value = BirthData.Fold(rawValue: name) else {
                throw JobError(code: .invalidValue, field: reader.field("fold"), message: "'\(name.prefix(20))' is not earlier or later")
            }
            fold = value
        }
        let place = try reader.optionalString("place")
        if let place, place.count > JobRequest.maximumTextLength {
            throw JobError(code: .invalidValue, field: reader.field("place"), message: "longer than \(JobRequest.maximumTextLength) characters")
        }
        return BirthData(date: try reader.string("date"), time: try reader.optionalString("time"),
                         timeZone: try reader.optionalString("timeZone"), utcOffset: try reader.optionalString("utcOffset"),
                         fold: fold, latitude: try reader.number("latitude"), longitude: try reader.number("longitude"),
                         place: place)
    }

    /// Turns the birth into a UT instant with the zone's full history, and checks it lies in `coverage`.
    package func resolveBirth(zones: TimeZoneDatabase, coverage: ClosedRange<UniversalTime>) throws(JobError) -> ResolvedBirth {
        let resolved: ResolvedBirth
        do {
            resolved = try birth.resolve(zones: { name throws(TimeZoneError) in try zones.rules(for: name) })
        } catch {
            throw JobError(code: error.code, field: error.field.map { "birth.\($0)" }, message: error.message)
        }
        guard coverage.contains(resolved.time) else {
            throw JobError(code: .dateOutOfRange, field: "birth.date",
                           message: "charts can be computed from \(Ephemeris.supportedRangeText) only")
        }
        return resolved
    }
}
