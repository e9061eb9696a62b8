import Ephemeris

/// How the ten planets (Sun … Pluto) spread over the elements and modalities, one count each; nodes,
/// Lilith and the angles are not counted.
package struct ChartBalance: Sendable, Equatable, Codable {
    package struct Elements: Sendable, Equatable, Codable { package var fire = 0, earth = 0, air = 0, water = 0 }
    package struct Modalities: Sendable, Equatable, Codable { package var cardinal = 0, fixed = 0, mutable = 0 }

    package var elements = Elements()
    package var modalities = Modalities()

    package init(signs: [ZodiacSign]) {
        for sign in signs {
            switch sign.element {
            case .fire: elements.fire += 1
            case .earth: elements.earth += 1
            case .air: elements.air += 1
            case .water: elements.water += 1
            }
            switch sign.modality {
            case .cardinal: modalities.cardinal += 1
            case .fixed: modalities.fixed += 1
            case .mutable: modalities.mutable += 1
            }
        }
    }
}

/// The rulers of one house: the planets ruling the sign on its cusp, and where they stand.
package struct HouseRuler: Sendable, Equatable, Codable {
    package struct Placement: Sendable, Equatable, Codable {
        package var body: Body
        package var sign: ZodiacSign
        package var house: Int
    }

    package var house: Int
    package var cuspSign: ZodiacSign
    package var traditional: Placement
    package var modern: Placement
}
