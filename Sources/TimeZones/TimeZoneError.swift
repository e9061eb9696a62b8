import Support

/// The one error type of TimeZones: a stable `code` (safe to store or log) and a human message.
package typealias TimeZoneError = CodedError<TimeZonesDomain>
package enum TimeZonesDomain: ErrorDomain {}

extension CodedError where Domain == TimeZonesDomain {
    static func invalidTZif(_ why: String) -> Self {
        Self(code: .invalidTzif, message: "Not a valid TZif zone file: \(why).")
    }

    static func invalidPosixRule(_ rule: String) -> Self {
        Self(code: .invalidPosixRule, message: "The zone's POSIX TZ rule \"\(rule)\" cannot be parsed.")
    }

    static func unknownZone(_ identifier: String) -> Self {
        Self(code: .unknownZone,
             message: "Unknown time zone \"\(identifier)\"; use an IANA name such as \"Europe/Kyiv\".")
    }

    static func invalidZoneIdentifier(_ identifier: String) -> Self {
        Self(code: .invalidZoneIdentifier,
             message: "\"\(identifier)\" is not a time-zone identifier (expected a name such as \"America/New_York\").")
    }

    static func serverSetting(_ identifier: String) -> Self {
        Self(code: .invalidZoneIdentifier,
             message: "\"\(identifier)\" means this server's own setting, not the zone of a birth place; use an IANA name "
                 + "such as \"Europe/Kyiv\".")
    }

    static func invalidUTCOffset(_ text: String) -> Self {
        Self(code: .invalidUtcOffset,
             message: "\"\(text)\" is not a UTC offset between -12:00 and +14:00 (write \"+03:00\", \"-0930\" or \"Z\").")
    }
}

