import Ephemeris

/// How the ten planets (Sun … Pluto) spread over the elements and modalities, one count each; nodes,
/// Lilith and the angles are not counted.
public struct ChartBalance: Sendable, Equatable, Codable {
    public struct Elements: Sendable, Equatable, Codable { public var fire = 0, earth = 0, air = 0, water = 0 }
    public struct Modalities: Sendable, Equatable, Codable { public var cardinal = 0, fixed = 0, mutable = 0 }

    public var elements = Elements()
    public var modalities = Modalities()

    public init(signs: [ZodiacSign]) {
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
public struct HouseRuler: Sendable, Equatable, Codable {
    public struct Placement: Sendable, Equatable, Codable {
        public var body: Body
        public var sign: ZodiacSign
        public var house: Int
    }

    public var house: Int
    public var cuspSign: ZodiacSign
    public var traditional: Placement
    public var modern: Placement
}
