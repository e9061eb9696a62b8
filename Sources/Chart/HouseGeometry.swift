/// The sky frame houses are built on: right ascension of the MC (ARMC), true obliquity and geographic latitude.
/// Pure spherical astronomy; every cusp is an ecliptic longitude in degrees.
package struct HouseGeometry: Sendable, Equatable {
    package let armc: Double
    package let obliquity: Double
    package let latitude: Double
    /// The ecliptic degree on the upper meridian.
    package let midheaven: Double
    /// The ecliptic degree rising in the east. Inside the polar circles the rising degree can lie west of the
    /// MC; then the opposite degree is taken so the Ascendant stays in the eastern half (the Swiss Ephemeris'
    /// convention, which keeps quadrants positive and houses in order).
    package let ascendant: Double
    /// True inside a polar circle when the rising degree lies west of the MC and the Ascendant is its opposite.
    let isAscendantTurned: Bool
    // Every cusp formula needs these; computed once (Placidus evaluates them dozens of times per chart).
    let sinObliquity: Double, cosObliquity: Double, tanLatitude: Double

    package init(armc: Double, obliquity: Double, latitude: Double) {
        self.armc = Degrees.normalized(armc)
        self.obliquity = obliquity
        self.latitude = latitude
        (sinObliquity, cosObliquity, tanLatitude) = (Degrees.sin(obliquity), Degrees.cos(obliquity), Degrees.tan(latitude))
        midheaven = Degrees.normalized(Degrees.atan2(Degrees.sin(self.armc), Degrees.cos(self.armc) * cosObliquity))
        let rising = Self.ascendant(rightAscension: self.armc, tanPole: tanLatitude, sinObliquity: sinObliquity, cosObliquity: cosObliquity)
        isAscendantTurned = abs(latitude) >= 90 - obliquity && Degrees.difference(rising, midheaven) < 0
        ascendant = isAscendantTurned ? Degrees.normalized(rising + 180) : rising
    }

    /// ARMC = Greenwich apparent sidereal time (degrees) + east longitude.
    package init(siderealTime: Double, longitude: Double, obliquity: Double, latitude: Double) {
        self.init(armc: siderealTime + longitude, obliquity: obliquity, latitude: latitude)
    }

    /// Inside the polar circles (|φ| ≥ 90° − ε) some ecliptic degrees never rise or set, so Placidus and
    /// Koch have no cusps there and the Ascendant may fall west of the MC.
    package var isPolar: Bool { abs(latitude) >= 90 - obliquity }

    /// Where the prime vertical meets the ecliptic in the west: the ascendant of the co-latitude seen from the
    /// opposite meridian, moved to the western half. On the equator it is the western equinox point.
    package var vertex: Double {
        let latitude = abs(self.latitude) < 1e-9 ? 1e-9 : self.latitude
        let point = ascendant(rightAscension: armc + 180, pole: 90 - latitude)
        return Degrees.difference(point, midheaven) > 0 ? Degrees.normalized(point + 180) : point
    }

    package var angles: Angles {
        Angles(ascendant: ascendant, midheaven: midheaven, armc: armc, vertex: vertex)
    }

    /// The ecliptic degree rising over a horizon-like circle of pole height `pole` whose meridian has right
    /// ascension `rightAscension` (the Ascendant is the case pole = latitude, rightAscension = ARMC).
    /// Regiomontanus, Campanus and Koch cusps are all of this form.
    func ascendant(rightAscension r: Double, pole: Double) -> Double {
        Self.ascendant(rightAscension: r, tanPole: pole == latitude ? tanLatitude : Degrees.tan(pole),
                       sinObliquity: sinObliquity, cosObliquity: cosObliquity)
    }

    private static func ascendant(rightAscension r: Double, tanPole: Double, sinObliquity: Double, cosObliquity: Double) -> Double {
        Degrees.normalized(Degrees.atan2(Degrees.cos(r), -(Degrees.sin(r) * cosObliquity + tanPole * sinObliquity)))
    }

    /// Ecliptic longitude of the ecliptic point with right ascension `rightAscension`.
    func longitude(rightAscension r: Double) -> Double {
        Degrees.normalized(Degrees.atan2(Degrees.sin(r), Degrees.cos(r) * cosObliquity))
    }

    func declination(longitude: Double) -> Double {
        Degrees.asin(sinObliquity * Degrees.sin(longitude))
    }
}

/// The chart's four angles, ecliptic longitudes in degrees (ARMC is a right ascension).
package struct Angles: Sendable, Equatable, Codable {
    package var ascendant: Double
    package var midheaven: Double
    package var armc: Double
    package var vertex: Double
}
