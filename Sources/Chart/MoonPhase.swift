/// The Moon's phase at birth, named as almanacs and readers name what they see: the new Moon, first quarter, full
/// Moon and last quarter within `principalWidth` (12°, about a day of the Moon's motion) of the exact phase at 0°,
/// 90°, 180° and 270° of Sun–Moon elongation; the crescent and gibbous phases between them. (Rudhyar's eight 45°
/// sectors would call a Moon 33° past the Sun "new", which no reader accepts.)
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
        name = Self.name(elongation: elongation)
        let cosElongation = Degrees.cos(moonLatitude) * Degrees.cos(elongation)
        let psi = Degrees.atan2((1 - cosElongation * cosElongation).squareRoot(), cosElongation)
        let phaseAngle = Degrees.atan2(sunDistance * Degrees.sin(psi), moonDistance - sunDistance * Degrees.cos(psi))
        illumination = (1 + Degrees.cos(phaseAngle)) / 2
    }

    /// Degrees either side of an exact principal phase that still bear its name.
    package static let principalWidth = 12.0

    /// The phase for a Sun–Moon elongation (degrees, any range).
    package static func name(elongation: Double) -> Name {
        let angle = Degrees.normalized(elongation)
        // Principal phases sit at the even indices of `Name.allCases`, 90° apart; the odd ones lie between them.
        let quarter = Int((angle / 90).rounded()) % 4
        if abs(angle - Double(quarter) * 90) <= principalWidth || (quarter == 0 && 360 - angle <= principalWidth) {
            return Name.allCases[quarter * 2]
        }
        return Name.allCases[Int(angle / 90) * 2 + 1]
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
