/// A tropical, apparent, geocentric position in the ecliptic and equinox of date.
public struct EclipticPosition: Sendable, Equatable, Codable {
    /// Degrees, 0 ≤ longitude < 360.
    public var longitude: Double
    /// Degrees, north positive.
    public var latitude: Double
    /// Astronomical units.
    public var distance: Double
    /// Degrees of longitude per day; negative means retrograde.
    public var speed: Double

    public init(longitude: Double, latitude: Double, distance: Double, speed: Double) {
        self.longitude = longitude
        self.latitude = latitude
        self.distance = distance
        self.speed = speed
    }

    public var isRetrograde: Bool { speed < 0 }
}
