import Support

/// The one error type of Chart: a stable `code` (safe to store in a job's row), the input `field` at fault
/// when there is one, and a human message. Codes: `invalid_json`, `missing_field`, `invalid_field`,
/// `invalid_date`, `invalid_time`, `invalid_utc`, `invalid_latitude`, `invalid_longitude`, `missing_time_zone`,
/// `unknown_zone`, `invalid_zone_identifier`, `invalid_utc_offset`, `utc_offset_mismatch`, `ambiguous_local_time`,
/// `nonexistent_local_time`, `invalid_house_system`, `position_unavailable`; a damaged zone file passes the
/// TimeZones code through (`invalid_tzif`, `unsupported_tzif`, `invalid_posix_rule`).
package typealias ChartError = CodedError<ChartDomain>
package enum ChartDomain: ErrorDomain {}

extension CodedError where Domain == ChartDomain {
    /// Latitude −90…90 and longitude −180…180 (east positive), finite.
    static func checkCoordinates(latitude: Double, longitude: Double) throws(ChartError) {
        guard latitude.isFinite, abs(latitude) <= 90 else {
            throw ChartError(code: .invalidLatitude, field: "latitude",
                             message: "latitude must be a number from −90 to 90 (degrees, north positive).")
        }
        guard longitude.isFinite, abs(longitude) <= 180 else {
            throw ChartError(code: .invalidLongitude, field: "longitude",
                             message: "longitude must be a number from −180 to 180 (degrees, east positive).")
        }
    }
}

