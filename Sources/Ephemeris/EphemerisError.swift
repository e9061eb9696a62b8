import Support

/// The one error type of the Ephemeris module: a stable `code` for logs and databases and a message
/// that says what went wrong and what to do.
package typealias EphemerisError = CodedError<EphemerisDomain>
package enum EphemerisDomain: ErrorDomain {}

extension CodedError where Domain == EphemerisDomain {
    static func outOfRange(_ time: UniversalTime, coverage: ClosedRange<UniversalTime>) -> EphemerisError {
        EphemerisError(
            code: .ephemerisOutOfRange,
            message: "Julian day \(time.julianDay) (UT) is outside the ephemeris coverage "
                + "\(coverage.lowerBound.julianDay)...\(coverage.upperBound.julianDay) (\(Ephemeris.supportedRangeText)).")
    }

    static func outOfRange(_ time: TerrestrialTime) -> EphemerisError {
        EphemerisError(code: .ephemerisOutOfRange,
                       message: "Julian day \(time.julianDay) (TT) is outside the ephemeris tables.")
    }

    static func notANumber(_ what: String) -> EphemerisError {
        EphemerisError(code: .ephemerisNotANumber, message: "\(what) is not a finite number.")
    }

    static func corruptTable(_ detail: String) -> EphemerisError {
        EphemerisError(code: .ephemerisCorruptTable,
                       message: "The ephemeris table file is damaged (\(detail)); regenerate it with "
                           + "scripts/ephemeris/make_tables.py or restore it from git.")
    }

    static func tableNotFound(_ tried: [String]) -> EphemerisError {
        EphemerisError(code: .ephemerisTableNotFound,
                       message: "No ephemeris table file found (tried: \(tried.joined(separator: ", "))). "
                           + "Set ASTROSVITLA_EPHEMERIS to the path of de440.eph.")
    }
}

