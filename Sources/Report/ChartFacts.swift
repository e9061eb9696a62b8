import Chart
import Ephemeris
import Localization

/// What reports say about a chart, read off the computed `Chart`: glyphs, glossary keys and the derived
/// facts (dominant element, tightest aspects, occupied houses). Only computed data; nothing is assumed.
struct ChartFacts {
    let chart: Chart

    static let planetGlyphs: [Body: String] = [
        .sun: "☉", .moon: "☽", .mercury: "☿", .venus: "♀", .mars: "♂", .jupiter: "♃", .saturn: "♄",
        .uranus: "♅", .neptune: "♆", .pluto: "♇", .meanNode: "☊", .trueNode: "☊", .southNode: "☋", .lilith: "⚸",
    ]
    /// Zodiac glyphs; U+FE0E asks for the text presentation so browsers do not draw emoji.
    static let signGlyphs = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"].map { $0 + "\u{FE0E}" }

    /// The bodies reports list, in order: the ten planets, then the true node and Lilith.
    static let listedBodies: [Body] = Body.planets + [.trueNode, .lilith]

    static func glyph(_ body: Body) -> String { (planetGlyphs[body] ?? "") + "\u{FE0E}" }

    static func bodyKey(_ body: Body) -> String { GlossaryKeys.body(body.rawValue) ?? "planet.sun" }

    static func signKey(_ sign: ZodiacSign) -> String { "sign.\(sign.rawValue)" }

    static func pointKey(_ point: ChartPoint) -> String {
        switch point {
        case .ascendant: "point.ascendant"
        case .midheaven: "point.midheaven"
        default: point.body.map(bodyKey) ?? "planet.sun"
        }
    }

    var hasHouses: Bool { chart.hasBirthTime && chart.angles != nil }

    /// Whether the Ascendant is the 1st house's cusp (every system but whole-sign houses) and the Midheaven the
    /// 10th's (the quadrant systems; equal and whole-sign houses only put it somewhere in the sky's upper half).
    var ascendantIsFirstCusp: Bool { chart.houseSystemUsed != .wholeSign }
    var midheavenIsTenthCusp: Bool { chart.houseSystemUsed != .wholeSign && chart.houseSystemUsed != .equal }

    /// Cusps of the house system that placed the bodies. The table is keyed by the requested system; inside
    /// the polar circles its cusps are those of the fallback (`houseSystemUsed`).
    var cusps: [Double]? {
        guard let system = chart.houseSystemRequested else { return nil }
        return chart.houses?[system]
    }

    func placement(_ body: Body) -> BodyPlacement { chart.bodies[body] }

    /// The element holding most planets; ties go to the element listed first (fire, earth, air, water).
    var dominantElement: Element {
        let balance = chart.balance.elements
        let counts: [(Element, Int)] = [(.fire, balance.fire), (.earth, balance.earth), (.air, balance.air), (.water, balance.water)]
        return counts.reduce(counts[0]) { $1.1 > $0.1 ? $1 : $0 }.0
    }

    func elementCount(_ element: Element) -> Int {
        let balance = chart.balance.elements
        switch element {
        case .fire: return balance.fire
        case .earth: return balance.earth
        case .air: return balance.air
        case .water: return balance.water
        }
    }

    /// Aspects between two of the ten planets, tightest first.
    /// The aspects a report may state. Without a birth time the chart is cast for local noon and the Moon
    /// may be 6° from that place either way, so an orb to the Moon would be false precision: those are left out.
    var reportableAspects: [Aspect] {
        chart.hasBirthTime ? chart.aspects : chart.aspects.filter { $0.first != .moon && $0.second != .moon }
    }

    func planetAspects(limit: Int) -> [Aspect] {
        Array(reportableAspects.filter { $0.first.isPlanet && $0.second.isPlanet }.prefix(limit))
    }

    func planets(inHouse house: Int) -> [Body] {
        Body.planets.filter { placement($0).house == house }
    }

    var retrogradePlanets: [Body] {
        Body.planets.filter { placement($0).retrograde }
    }

    /// The sign on the cusp of `house`, when houses exist.
    func cuspSign(_ house: Int) -> ZodiacSign? {
        guard let cusps, cusps.indices.contains(house - 1) else { return nil }
        return ZodiacSign(longitude: cusps[house - 1])
    }

    var ascendantSign: ZodiacSign? { chart.angles.map { ZodiacSign(longitude: $0.ascendant) } }
    var midheavenSign: ZodiacSign? { chart.angles.map { ZodiacSign(longitude: $0.midheaven) } }

    static func moonPhaseKey(_ name: MoonPhase.Name) -> String {
        "moonphase." + name.rawValue.reduce(into: "") { $0 += $1.isUppercase ? "_\($1.lowercased())" : String($1) }
    }

    static func degreeInSign(_ longitude: Double) -> Double {
        let normalized = longitude.truncatingRemainder(dividingBy: 360)
        let positive = normalized < 0 ? normalized + 360 : normalized
        return positive - Double(Int(positive / 30)) * 30
    }
}

extension ReportArea {
    /// The houses each area's report looks at first (after the app's focus blocks).
    var keyHouses: [Int] {
        switch self {
        case .finances: [2, 8, 11]
        case .career: [10, 6, 2]
        case .relationships: [7, 5, 8]
        case .health: [6, 1, 12]
        case .general: [1, 4, 7, 10]
        }
    }

    /// The planet whose placement the share block shows beside the Sun and the Moon.
    var keyPlanet: Body {
        switch self {
        case .finances: .venus
        case .career: .saturn
        case .relationships: .venus
        case .health: .mars
        case .general: .mercury
        }
    }
}
