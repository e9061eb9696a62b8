import Ephemeris

/// The twelve tropical signs, 30° each from the vernal equinox.
package enum ZodiacSign: String, CaseIterable, Sendable, Codable {
    case aries, taurus, gemini, cancer, leo, virgo, libra, scorpio, sagittarius, capricorn, aquarius, pisces

    package init(longitude: Double) {
        self = Self.allCases[min(11, Int(Degrees.normalized(longitude) / 30))]
    }

    package var element: Element { [.fire, .earth, .air, .water][index % 4] }

    package var modality: Modality { [.cardinal, .fixed, .mutable][index % 3] }

    /// Classical rulership (the seven visible planets).
    package var traditionalRuler: Body {
        [.mars, .venus, .mercury, .moon, .sun, .mercury, .venus, .mars, .jupiter, .saturn, .saturn, .jupiter][index]
    }

    /// Modern rulership: as traditional, except Scorpio → Pluto, Aquarius → Uranus, Pisces → Neptune.
    package var modernRuler: Body {
        switch self {
        case .scorpio: .pluto
        case .aquarius: .uranus
        case .pisces: .neptune
        default: traditionalRuler
        }
    }

    private var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

package enum Element: String, CaseIterable, Sendable, Codable { case fire, earth, air, water }

package enum Modality: String, CaseIterable, Sendable, Codable { case cardinal, fixed, mutable }
