/// The Moon's phase at birth: one of eight 45° sectors of the Sun–Moon elongation, as astrologers use them
/// (the phase begins at the aspect: new Moon at 0°, first quarter at 90°, full at 180°, last quarter at 270°).
package struct MoonPhase: Sendable, Equatable, Codable {
    package enum Name: String, CaseIterable, Sendable, Codable {
        case newMoon, waxingCrescent, firstQuarter, waxingGibbous, fullMoon, waningGibbous, lastQuarter, waningCrescent
    }

    package var name: Name
    /// Moon's longitude minus the Sun's, 0 ≤ elongation < 360°.
    package var elongation: Double
    /// Illuminated fraction of the disc, 0…1.
    package var illumination: Double

    /// `sun` and `moon` give longitude, latitude and distance (AU). The illuminated fraction uses the phase angle
    /// from the true 3-D elongation and both distances, not just the difference of longitudes.
    package init(sunLongitude: Double, sunDistance: Double, moonLongitude: Double, moonLatitude: Double, moonDistance: Double) {
        elongation = Degrees.normalized(moonLongitude - sunLongitude)
        name = Name.allCases[min(7, Int(elongation / 45))]
        let cosElongation = Degrees.cos(moonLatitude) * Degrees.cos(elongation)
        let psi = Degrees.atan2((1 - cosElongation * cosElongation).squareRoot(), cosElongation)
        let phaseAngle = Degrees.atan2(sunDistance * Degrees.sin(psi), moonDistance - sunDistance * Degrees.cos(psi))
        illumination = (1 + Degrees.cos(phaseAngle)) / 2
    }
}

/// The Part of Fortune: ASC + Moon − Sun by day, ASC + Sun − Moon by night.
package struct PartOfFortune: Sendable, Equatable, Codable {
    package enum Formula: String, Sendable, Codable { case day, night }

    package var longitude: Double
    package var sign: ZodiacSign
    package var house: Int
    package var formula: Formula

    /// Day means the Sun stands above the horizon: on the ecliptic, in the half from the Descendant through the
    /// MC to the Ascendant (houses 7–12). The Sun's tiny latitude is ignored.
    package init(ascendant: Double, sun: Double, moon: Double, houses: HouseCusps) {
        formula = Degrees.normalized(sun - ascendant) >= 180 ? .day : .night
        longitude = Degrees.normalized(formula == .day ? ascendant + moon - sun : ascendant + sun - moon)
        sign = ZodiacSign(longitude: longitude)
        house = houses.house(of: longitude)
    }
}
