import TimeZones

/// Strict readers for the date and time text in requests ("1990-03-25", "14:30", "14:30:05.25").
enum CivilText {
    static func date(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2]),
              LocalDateTime(year: year, month: month, day: day).isValid else { return nil }
        return (year, month, day)
    }

    static func time(_ text: String) -> (hour: Int, minute: Int, second: Int, fraction: Double)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count == 2, parts[1].count == 2,
              let hour = digits(parts[0]), let minute = digits(parts[1]) else { return nil }
        var second = 0, fraction = 0.0
        if parts.count == 3 {
            let secondParts = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard secondParts[0].count == 2, let s = digits(secondParts[0]) else { return nil }
            second = s
            if secondParts.count == 2 {
                guard !secondParts[1].isEmpty, digits(secondParts[1]) != nil, let f = Double("0." + secondParts[1]) else { return nil }
                fraction = f
            }
        }
        guard LocalDateTime(year: 2000, month: 1, day: 1, hour: hour, minute: minute, second: second).isValid else { return nil }
        return (hour, minute, second, fraction)
    }

    /// An instant written `YYYY-MM-DDTHH:MM[:SS[.fff]]Z` (or with "+00:00"): seconds since 1970 UTC.
    static func utcInstant(_ text: String) -> Double? {
        var body = Substring(text)
        if body.hasSuffix("Z") || body.hasSuffix("z") { body = body.dropLast() } else if body.hasSuffix("+00:00") { body = body.dropLast(6) } else { return nil }
        let halves = body.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count == 2, let day = date(String(halves[0])), let clock = time(String(halves[1])) else { return nil }
        let local = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute, second: clock.second)
        return Double(local.unixSeconds(atOffset: 0)) + clock.fraction
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }
}
