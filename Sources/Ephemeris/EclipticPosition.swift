/// A tropical, apparent, geocentric position in the ecliptic and equinox of date.
package struct EclipticPosition: Sendable, Equatable, Codable {
    /// Degrees, 0 ≤ longitude < 360.
    package var longitude: Double
    /// Degrees, north positive.
    package var latitude: Double
    /// Astronomical units.
    package var distance: Double
    /// Degrees of longitude per day; negative means retrograde.
    package var speed: Double

    package init(longitude: Double, latitude: Double, distance: Double, speed: Double) {
        self.longitude = longitude
        self.latitude = latitude
        self.distance = distance
        self.speed = speed
    }

    package var isRetrograde: Bool { speed < 0 }
}
