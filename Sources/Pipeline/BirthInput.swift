/// The `birth` object of a job, checked for types, formats and ranges. Turning it into a UT instant
/// needs the time-zone database and happens in `BirthResolver`.
public struct BirthInput: Sendable, Equatable {
    public enum Zone: Sendable, Equatable {
        case named(String)
        /// Seconds east of UTC.
        case fixedOffset(Int)
    }
    public enum Fold: String, Sendable, Equatable { case earlier, later }

    public var year: Int, month: Int, day: Int
    /// nil when the birth time is unknown: the chart then has no houses or angles.
    public var time: (hour: Int, minute: Int, second: Int)?
    public var zone: Zone
    public var fold: Fold?
    public var latitude: Double
    public var longitude: Double
    public var place: String?

    public static func == (a: Self, b: Self) -> Bool {
        a.year == b.year && a.month == b.month && a.day == b.day && a.time?.hour == b.time?.hour
            && a.time?.minute == b.time?.minute && a.time?.second == b.time?.second && a.zone == b.zone
            && a.fold == b.fold && a.latitude == b.latitude && a.longitude == b.longitude && a.place == b.place
    }

    static let keys: Set<String> = ["date", "time", "timeZone", "utcOffset", "fold", "latitude", "longitude", "place"]

    init(_ reader: JSONObjectReader) throws(JobError) {
        try reader.rejectUnknownKeys(Self.keys)
        let date = try reader.string("date")
        guard let (y, m, d) = Self.parseDate(date) else {
            throw JobError(code: "invalid_date", field: reader.field("date"), message: "'\(date.prefix(40))' is not a date YYYY-MM-DD")
        }
        guard (1...12).contains(m), (1...Self.daysIn(month: m, year: y)).contains(d) else {
            throw JobError(code: "invalid_date", field: reader.field("date"), message: "'\(date)' does not exist in the calendar")
        }
        (year, month, day) = (y, m, d)
        if let text = try reader.optionalString("time") {
            guard let parsed = Self.parseTime(text) else {
                throw JobError(code: "invalid_time", field: reader.field("time"),
                               message: "'\(text.prefix(40))' is not a time HH:MM or HH:MM:SS (00:00–23:59)")
            }
            time = parsed
        }
        let zoneName = try reader.optionalString("timeZone")
        let offsetText = try reader.optionalString("utcOffset")
        switch (zoneName, offsetText) {
        case (let name?, nil): zone = .named(name)
        case (nil, let text?):
            guard let seconds = Self.parseOffset(text) else {
                throw JobError(code: "invalid_utc_offset", field: reader.field("utcOffset"),
                               message: "'\(text.prefix(20))' is not an offset like +03:00 or -09:30 (within ±14:00)")
            }
            zone = .fixedOffset(seconds)
        case (nil, nil):
            throw JobError(code: "missing_field", field: reader.field("timeZone"), message: "give timeZone (IANA name) or utcOffset")
        case (_?, _?):
            throw JobError(code: "conflicting_fields", field: reader.field("utcOffset"), message: "give timeZone or utcOffset, not both")
        }
        if let foldName = try reader.optionalString("fold") {
            guard let value = Fold(rawValue: foldName) else {
                throw JobError(code: "invalid_value", field: reader.field("fold"), message: "'\(foldName)' is not earlier or later")
            }
            fold = value
        }
        latitude = try reader.number("latitude")
        guard (-90...90).contains(latitude) else {
            throw JobError(code: "out_of_range", field: reader.field("latitude"), message: "\(latitude) is outside -90…90")
        }
        longitude = try reader.number("longitude")
        guard (-180...180).contains(longitude) else {
            throw JobError(code: "out_of_range", field: reader.field("longitude"), message: "\(longitude) is outside -180…180")
        }
        place = try reader.optionalString("place")
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Strict `YYYY-MM-DD`, digits only.
    static func parseDate(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        return (y, m, d)
    }

    static func parseTime(_ text: String) -> (hour: Int, minute: Int, second: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        let s = parts.count == 3 ? Int(parts[2]) ?? 99 : 0
        guard h < 24, m < 60, s < 60 else { return nil }
        return (h, m, s)
    }

    /// `±HH:MM`, `±HHMM`, `±HH` or `Z`, within ±14:00.
    static func parseOffset(_ text: String) -> Int? {
        if text == "Z" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard [2, 4].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              text.dropFirst().count == digits.count || (text.count == 6 && text.dropFirst(3).first == ":"),
              let h = Int(digits.prefix(2)), let m = Int(digits.dropFirst(2).isEmpty ? "0" : String(digits.dropFirst(2))),
              m < 60, h * 60 + m <= 14 * 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (h * 3600 + m * 60)
    }
}
