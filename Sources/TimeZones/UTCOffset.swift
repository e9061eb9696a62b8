/// Fixed UTC offsets as birth data writes them when no zone is known.
package enum UTCOffset {
    /// Civil offsets in use span UTC−12:00 (Baker Island) to UTC+14:00 (Kiritimati); anything outside is a typo.
    package static let allowedRange = -12 * 3600...14 * 3600

    /// Seconds east of UTC for "Z", "+03", "+03:00", "-09:30", "+0545" (an ASCII sign is required).
    package static func parse(_ text: String) throws(TimeZoneError) -> Int {
        if text == "Z" || text == "z" { return 0 }
        let chars = Array(text.utf8)
        guard let sign = chars.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
            throw .invalidUTCOffset(text)
        }
        var digits = Array(chars.dropFirst())
        if digits.count == 5, digits[2] == UInt8(ascii: ":") { digits.remove(at: 2) }
        guard digits.count == 2 || digits.count == 4,
              digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw .invalidUTCOffset(text)
        }
        let value = digits.map { Int($0 - UInt8(ascii: "0")) }
        let hours = value[0] * 10 + value[1]
        let minutes = digits.count == 4 ? value[2] * 10 + value[3] : 0
        guard minutes < 60 else { throw .invalidUTCOffset(text) }
        let seconds = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        guard allowedRange.contains(seconds) else { throw .invalidUTCOffset(text) }
        return seconds
    }
}
