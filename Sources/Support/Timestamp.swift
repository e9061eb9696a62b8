import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// UTC timestamps as ISO 8601 with milliseconds (`2026-11-22T03:55:01.123Z`). Formatted by hand:
/// a DateFormatter costs tens of microseconds to create and is not safe to share across threads.
package enum Timestamp {
    package static func now() -> String { string(unixSeconds: Date().timeIntervalSince1970) }

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
}
