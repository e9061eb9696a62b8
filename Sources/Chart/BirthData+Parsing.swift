import JSON

extension BirthData {
    /// The fields a birth object may have; any other is refused (`unknown_field`), so a typo is not ignored.
    package static let fieldNames: Set<String> = ["date", "time", "timeZone", "utcOffset", "fold", "latitude", "longitude", "place"]

    /// The one reader of a birth object, for job files and `chart --jsonl` lines alike: types and known fields
    /// here; what the values mean (a real date, a zone, an unambiguous local time, coordinates in range) is
    /// `resolve`'s job. `also` names further fields the caller reads from the same object (a bare jsonl line's
    /// `houseSystems`).
    package static func parse(_ reader: JSONObjectReader<ChartDomain>, also: Set<String> = []) throws(ChartError) -> BirthData {
        try reader.rejectUnknownKeys(fieldNames.union(also))
        var fold: Fold?
        if let name = try reader.optionalString("fold") {
            guard let value = Fold(rawValue: name) else {
                throw ChartError(code: .invalidValue, field: reader.field("fold"), message: "'\(name.prefix(20))' is not earlier or later")
            }
            fold = value
        }
        return BirthData(date: try reader.string("date"), time: try reader.optionalString("time"),
                         timeZone: try reader.optionalString("timeZone"), utcOffset: try reader.optionalString("utcOffset"),
                         fold: fold, latitude: try reader.number("latitude"), longitude: try reader.number("longitude"),
                         place: try reader.optionalString("place"))
    }
}
