import Chart
import Ephemeris
import JSON
import TimeZones

extension JobRequest {
    /// The birth object through the one birth reader, with the job's own limit on `place` (the person's words).
    static func birth(_ reader: JSONObjectReader<PipelineDomain>) throws(JobError) -> BirthData {
        let birth: BirthData
        do { birth = try BirthData.parse(JSONObjectReader<ChartDomain>(reader)) } catch { throw JobError(error) }
        if let place = birth.place { try JobRequest.checkPersonText(place, field: reader.field("place")) }
        return birth
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
