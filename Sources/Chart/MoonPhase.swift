/// The Moon's phase at birth: one of eight 45° sectors of the Sun–Moon elongation, as astrologers use them
/// (the phase begins at the aspect: new Moon at 0°, first quarter at 90°, full at 180°, last quarter at 270°).
public struct MoonPhase: Sendable, Equatable, Codable {
    public enum Name: String, CaseIterable, Sendable, Codable {
        case newMoon, waxingCrescent, firstQuarter, waxingGibbous, fullMoon, waningGibbous, lastQuarter, waningCrescent
    }

    public var name: Name
    /// Moon's longitude minus the Sun's, 0 ≤ elongation < 360°.
    public var elongation: Double
    /// Illuminated fraction of the disc, 0…1.
    public var illumination: Double

    /// `sun` and `moon` give longitude, latitude and distance (AU). The illuminated fraction uses the phase angle
    /// from the true 3-D elongation and both distances, not just the difference of longitudes.
    public init(sunLongitude: Double, sunDistance: Double, moonLongitude: Double, moonLatitude: Double, moonDistance: Double) {
        elongation = Degrees.normalized(moonLongitude - sunLongitude)
        name = Name.allCases[min(7, Int(elongation / 45))]
        let cosElongation = Degrees.cos(moonLatitude) * Degrees.cos(elongation)
        let psi = Degrees.atan2((1 - cosElongation * cosElongation).squareRoot(), cosElongation)
        let phaseAngle = Degrees.atan2(sunDistance * Degrees.sin(psi), moonDistance - sunDistance * Degrees.cos(psi))
        illumination = (1 + Degrees.cos(phaseAngle)) / 2
    }
}

/// The Part of Fortune: ASC + Moon − Sun by day, ASC + Sun − Moon by night.
public struct PartOfFortune: Sendable, Equatable, Codable {
    public enum Formula: String, Sendable, Codable { case day, night }

    public var longitude: Double
    public var sign: ZodiacSign
    public var house: Int
    public var formula: Formula

    /// Day means the Sun stands above the horizon: on the ecliptic, in the half from the Descendant through the
    /// MC to the Ascendant (houses 7–12). The Sun's tiny latitude is ignored.
    public init(ascendant: Double, sun: Double, moon: Double, houses: HouseCusps) {
        formula = Degrees.normalized(sun - ascendant) >= 180 ? .day : .night
        longitude = Degrees.normalized(formula == .day ? ascendant + moon - sun : ascendant + sun - moon)
        sign = ZodiacSign(longitude: longitude)
        house = houses.house(of: longitude)
    }
}
