/// The one error type of Chart: a stable `code` (safe to store in a job's row), the input `field` at fault
/// when there is one, and a human message. Codes: `invalid_json`, `missing_field`, `invalid_field`,
/// `invalid_date`, `invalid_time`, `invalid_utc`, `invalid_latitude`, `invalid_longitude`, `missing_time_zone`,
/// `unknown_zone`, `invalid_zone_identifier`, `invalid_utc_offset`, `utc_offset_mismatch`, `ambiguous_local_time`,
/// `nonexistent_local_time`, `invalid_house_system`, `position_unavailable`; a damaged zone file passes the
/// TimeZones code through (`invalid_tzif`, `unsupported_tzif`, `invalid_posix_rule`).
package struct ChartError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    package var code: String
    package var field: String?
    package var message: String

    package init(code: String, field: String? = nil, message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    package var description: String { field.map { "\(code) (\($0)): \(message)" } ?? "\(code): \(message)" }

    /// Latitude −90…90 and longitude −180…180 (east positive), finite.
    static func checkCoordinates(latitude: Double, longitude: Double) throws(ChartError) {
        guard latitude.isFinite, abs(latitude) <= 90 else {
            throw ChartError(code: "invalid_latitude", field: "latitude",
                             message: "latitude must be a number from −90 to 90 (degrees, north positive).")
        }
        guard longitude.isFinite, abs(longitude) <= 180 else {
            throw ChartError(code: "invalid_longitude", field: "longitude",
                             message: "longitude must be a number from −180 to 180 (degrees, east positive).")
        }
    }
}
