import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// UTC timestamps as ISO 8601 with milliseconds (`2026-11-22T03:55:01.123Z`). Formatted by hand:
/// a DateFormatter costs tens of microseconds to create and is not safe to share across threads.
package enum Timestamp {
    package static func now() -> String { string(unixSeconds: Date().timeIntervalSince1970) }

    /// Today's date in UTC, `YYYY-MM-DD`.
    package static func today() -> String { String(now().prefix(10)) }

    package static func string(unixSeconds: Double) -> String {
        var seconds = time_t(unixSeconds.rounded(.down))
        let millis = Int((unixSeconds - Double(seconds)) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(millis), 3))Z"
    }

    /// Unix seconds of a timestamp this type wrote (`2026-11-22T03:55:01.123Z`); nil for anything else.
    package static func unixSeconds(_ text: String) -> Double? {
        let fields = text.split(whereSeparator: { "-T:.Z".contains($0) }).compactMap { Int($0) }
        guard fields.count == 7 else { return nil }
        var parts = tm()
        parts.tm_year = Int32(fields[0] - 1900)
        parts.tm_mon = Int32(fields[1] - 1)
        parts.tm_mday = Int32(fields[2])
        parts.tm_hour = Int32(fields[3])
        parts.tm_min = Int32(fields[4])
        parts.tm_sec = Int32(fields[5])
        return Double(timegm(&parts)) + Double(fields[6]) / 1000
    }
}
