import Chart
import Ephemeris
import Localization

/// The facts a report may state about one chart, worked out once before any sentence is written: the offline
/// writer, the tables, the wheel, the share cards and the LLM prompt all draw on this one model, so none of them
/// can claim what another leaves out. Only computed data; where the chart leaves a fact open (a planet changing
/// sign on a birth day without a time, a station, a Moon phase that turns that day) the fact is absent.
struct ChartFacts {
    let chart: Chart
    let area: ReportArea
    /// Whole years on the day the report is written; nil when that day is not known.
    let age: Int?
    /// The aspects every output lists, draws and may cite (see `ChartFacts+Aspects`).
    let aspects: [Aspect]

    init(chart: Chart, request: ReportRequest) {
        self.chart = chart
        area = request.area
        age = request.reportDate.flatMap { LifeStage.age(born: request.birth.date, on: $0) }
        aspects = Self.listedAspects(chart)
    }

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

    var lifeStage: LifeStage { age.map { $0 < LifeStage.childAgeLimit ? .child : .adult } ?? .adult }

    /// A child's report is about the child's chart and read by a parent: its own title and line under it.
    var titleKey: String { "report.title.\(area.rawValue)" + (lifeStage == .child ? ".child" : "") }
    var subtitleKey: String { "report.header.for_name" + (lifeStage == .child ? ".child" : "") }

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

    // MARK: signs and motion over the birth day

    /// A planet's change of sign on a birth day without a time: the sign it leaves, the one it enters and the
    /// local clock time (minutes after midnight).
    struct SignChange {
        var from: ZodiacSign
        var to: ZodiacSign
        var localMinutes: Int
    }

    func signChange(_ body: Body) -> SignChange? {
        guard !chart.hasBirthTime, let day = chart.birthDay?.day(of: body), let ingress = day.ingress else { return nil }
        return SignChange(from: day.startSign, to: ingress.sign, localMinutes: ingress.localMinutes)
    }

    /// The sign a report may state as fact: nil for a planet that changes sign on a birth day without a time.
    func sign(_ body: Body) -> ZodiacSign? {
        signChange(body) == nil ? placement(body).sign : nil
    }

    /// Every sign the planet may be in: one, or the two of its birth day.
    func possibleSigns(_ body: Body) -> [ZodiacSign] {
        signChange(body).map { [$0.from, $0.to] } ?? [placement(body).sign]
    }

    /// Retrograde as a fact: nil when the planet turns (stations) during a birth day without a time.
    func isRetrograde(_ body: Body) -> Bool? {
        if !chart.hasBirthTime, let day = chart.birthDay?.day(of: body) {
            return day.motionIsCertain ? day.retrogradeAtStart : nil
        }
        return placement(body).retrograde
    }

    /// The planets certainly retrograde, in the planets' order.
    var retrogradePlanets: [Body] { Body.planets.filter { isRetrograde($0) == true } }

    /// The Moon's range over a birth day without a time (start and end longitudes).
    var moonRange: (start: Double, end: Double)? {
        guard !chart.hasBirthTime, let day = chart.birthDay?.day(of: .moon) else { return nil }
        return (day.startLongitude, day.endLongitude)
    }

    /// The Moon's phase as a fact: nil when a birth day without a time passes from one phase into the next.
    var moonPhase: MoonPhase.Name? {
        guard !chart.hasBirthTime, let day = chart.birthDay, let sun = day.day(of: .sun), let moon = day.day(of: .moon) else {
            return chart.moonPhase.name
        }
        let first = MoonPhase.name(elongation: moon.startLongitude - sun.startLongitude)
        return first == MoonPhase.name(elongation: moon.endLongitude - sun.endLongitude) ? first : nil
    }

    // MARK: houses and angles

    func planets(inHouse house: Int) -> [Body] {
        Body.planets.filter { placement($0).house == house }
    }

    /// The sign on the cusp of `house`, when houses exist.
    func cuspSign(_ house: Int) -> ZodiacSign? {
        guard hasHouses, let cusps, cusps.indices.contains(house - 1) else { return nil }
        return ZodiacSign(longitude: cusps[house - 1])
    }

    /// The modern ruler of a house's cusp sign and the house it stands in.
    func ruler(ofHouse house: Int) -> (body: Body, house: Int)? {
        guard hasHouses, let ruler = chart.rulers?.first(where: { $0.house == house }) else { return nil }
        return (ruler.modern.body, ruler.modern.house)
    }

    var ascendantSign: ZodiacSign? { hasHouses ? chart.angles.map { ZodiacSign(longitude: $0.ascendant) } : nil }
    var midheavenSign: ZodiacSign? { hasHouses ? chart.angles.map { ZodiacSign(longitude: $0.midheaven) } : nil }

    /// The house the Midheaven falls in where it is not the 10th cusp (equal and whole-sign houses).
    var midheavenHouse: Int? {
        guard hasHouses, !midheavenIsTenthCusp, let angles = chart.angles, let cusps, let system = chart.houseSystemUsed else { return nil }
        return HouseCusps(requested: system, used: system, cusps: cusps).house(of: angles.midheaven)
    }

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
    /// The houses an area's reading looks at first, in order.
    var keyHouses: [Int] {
        switch self {
        case .finances: [2, 8, 11]
        case .career: [10, 6, 2]
        case .relationships: [7, 5, 8]
        case .health: [6, 1, 12]
        case .general: [1, 4, 7, 10]
        }
    }

    /// The planets an area's opening names and its reading reads, in order (`reading.area.*` names exactly these).
    var keyPlanets: [Body] {
        switch self {
        case .finances: [.venus, .jupiter, .saturn]
        case .career: [.sun, .saturn]
        case .relationships: [.venus, .mars, .moon]
        case .health: [.sun, .moon, .mars]
        case .general: [.sun, .moon]
        }
    }

    /// The planet the share card shows beside the Sun and the Moon.
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
