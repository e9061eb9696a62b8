/// What houses and angles need from the Earth's orientation at an instant.
public struct EarthOrientation: Sendable, Equatable {
    /// Greenwich apparent sidereal time, degrees.
    public var greenwichApparentSiderealTime: Double
    /// True obliquity of the ecliptic (mean + nutation in obliquity), degrees.
    public var trueObliquity: Double
    /// Mean obliquity of the ecliptic, degrees.
    public var meanObliquity: Double
    /// Nutation in longitude, degrees.
    public var nutationInLongitude: Double
    /// Nutation in obliquity, degrees.
    public var nutationInObliquity: Double
    /// ΔT = TT − UT, seconds.
    public var deltaT: Double

    public init(greenwichApparentSiderealTime: Double, trueObliquity: Double, meanObliquity: Double,
                nutationInLongitude: Double, nutationInObliquity: Double, deltaT: Double) {
        self.greenwichApparentSiderealTime = greenwichApparentSiderealTime
        self.trueObliquity = trueObliquity
        self.meanObliquity = meanObliquity
        self.nutationInLongitude = nutationInLongitude
        self.nutationInObliquity = nutationInObliquity
        self.deltaT = deltaT
    }
}
