/// What houses and angles need from the Earth's orientation at an instant.
package struct EarthOrientation: Sendable, Equatable {
    /// Greenwich apparent sidereal time, degrees.
    package var greenwichApparentSiderealTime: Double
    /// True obliquity of the ecliptic (mean + nutation in obliquity), degrees.
    package var trueObliquity: Double
    /// Mean obliquity of the ecliptic, degrees.
    package var meanObliquity: Double
    /// Nutation in longitude, degrees.
    package var nutationInLongitude: Double
    /// Nutation in obliquity, degrees.
    package var nutationInObliquity: Double
    /// ΔT = TT − UT, seconds.
    package var deltaT: Double

    package init(greenwichApparentSiderealTime: Double, trueObliquity: Double, meanObliquity: Double,
                nutationInLongitude: Double, nutationInObliquity: Double, deltaT: Double) {
        self.greenwichApparentSiderealTime = greenwichApparentSiderealTime
        self.trueObliquity = trueObliquity
        self.meanObliquity = meanObliquity
        self.nutationInLongitude = nutationInLongitude
        self.nutationInObliquity = nutationInObliquity
        self.deltaT = deltaT
    }
}
