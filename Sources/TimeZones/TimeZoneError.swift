/// The one error type of TimeZones: a stable `code` (safe to store or log) and a human message.
package struct TimeZoneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Stable machine-readable code, e.g. `unknown_zone`.
    package var code: String
    /// What went wrong and, where it helps, what to do.
    package var message: String

    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { "\(code): \(message)" }

    static func invalidTZif(_ why: String) -> Self {
        Self(code: "invalid_tzif", message: "Not a valid TZif zone file: \(why).")
    }

    static func invalidPosixRule(_ rule: String) -> Self {
        Self(code: "invalid_posix_rule", message: "The zone's POSIX TZ rule \"\(rule)\" cannot be parsed.")
    }

    static func unknownZone(_ identifier: String) -> Self {
        Self(code: "unknown_zone",
             message: "Unknown time zone \"\(identifier)\"; use an IANA name such as \"Europe/Kyiv\".")
    }

    static func invalidZoneIdentifier(_ identifier: String) -> Self {
        Self(code: "invalid_zone_identifier",
             message: "\"\(identifier)\" is not a time-zone identifier (expected a name such as \"America/New_York\").")
    }

    static func invalidUTCOffset(_ text: String) -> Self {
        Self(code: "invalid_utc_offset",
             message: "\"\(text)\" is not a UTC offset between -12:00 and +14:00 (write \"+03:00\", \"-0930\" or \"Z\").")
    }
}
