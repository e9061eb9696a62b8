import Chart
import Ephemeris

/// The one set of aspects a report lists, draws on the wheel, sends to the model and may cite in its prose.
extension ChartFacts {
    /// The list holds every major aspect within its orb and fills up with minor ones to this many in all.
    static let listedAspectCount = 20

    /// Every major aspect within its orb, tightest first, then the tightest minor ones up to `listedAspectCount`:
    /// an astrologer reads a 2°55′ square before a 0°20′ semi-sextile, and a list of the 20 tightest of all kinds
    /// would drop the square. Aspects to the Ascendant and the Midheaven are in it. Without a birth time the
    /// chart is cast for noon and the Moon may be 6° from that place either way, so its aspects are left out.
    static func listedAspects(_ chart: Chart) -> [Aspect] {
        let candidates = chart.hasBirthTime ? chart.aspects : chart.aspects.filter { $0.first != .moon && $0.second != .moon }
        let major = candidates.filter(\.kind.isMajor)
        return major + candidates.filter { !$0.kind.isMajor }.prefix(max(0, listedAspectCount - major.count))
    }

    /// A major aspect whose two points stand in signs that do not themselves form it (a trine from 29° Aries to
    /// 1° Virgo): astrologers call it out of sign (dissociate) and read it with reserve, so the prose skips it.
    func isOutOfSign(_ aspect: Aspect) -> Bool {
        guard aspect.kind.isMajor, let first = longitude(aspect.first), let second = longitude(aspect.second) else { return false }
        let signs = abs(Int(first / 30) - Int(second / 30)) % 12
        let apart = min(signs, 12 - signs)
        return apart != Int(aspect.kind.angle / 30)
    }

    /// Uranus, Neptune and Pluto move so slowly that their aspects to one another last years or decades: a
    /// generation's background, never a personal trait.
    static func isGenerational(_ aspect: Aspect) -> Bool {
        let outer: Set<ChartPoint> = [.uranus, .neptune, .pluto]
        return outer.contains(aspect.first) && outer.contains(aspect.second)
    }

    /// The aspects the prose reads, at most `count`: major ones between planets and angles (those have texts),
    /// not out of sign; those that involve the area's key planets first, then the tightest, then (only if room is
    /// left) at most one generational aspect; none of `excluded` (already read elsewhere in the report).
    func proseAspects(count: Int, excluding excluded: [Aspect] = []) -> [Aspect] {
        let keys = Set(area.keyPlanets.map(ChartPoint.init))
        let readable = aspects.filter { aspect in
            aspect.kind.isMajor && Self.hasText(aspect.first) && Self.hasText(aspect.second) && !isOutOfSign(aspect)
                && !excluded.contains(aspect)
        }
        // A generation's background comes after every personal aspect: readers found Neptune sextile Pluto chosen over
        // Pluto conjunct the Ascendant.
        let personal = readable.filter { !Self.isGenerational($0) }
        let ranked = personal.filter { keys.contains($0.first) || keys.contains($0.second) }
            + personal.filter { !keys.contains($0.first) && !keys.contains($0.second) } + readable.filter(Self.isGenerational)
        var chosen: [Aspect] = []
        for aspect in ranked where chosen.count < count {
            if Self.isGenerational(aspect), chosen.contains(where: Self.isGenerational) { continue }
            chosen.append(aspect)
        }
        return chosen
    }

    /// The major aspects of one planet that the prose may read, tightest first.
    func proseAspects(of body: Body) -> [Aspect] {
        let point = ChartPoint(body)
        return proseAspects(count: .max).filter { $0.first == point || $0.second == point }
    }

    /// `text.aspect.<a>.<b>.<conjunction|harmonious|tense>`, the pair in the planets' order with the angles last.
    static func textKey(_ aspect: Aspect) -> String? {
        guard let first = textOrder.firstIndex(of: aspect.first), let second = textOrder.firstIndex(of: aspect.second) else { return nil }
        let kind: String
        switch aspect.kind {
        case .conjunction: kind = "conjunction"
        case .trine, .sextile: kind = "harmonious"
        case .square, .opposition: kind = "tense"
        default: return nil
        }
        let pair = [textOrder[min(first, second)], textOrder[max(first, second)]]
        return "text.aspect.\(pair[0].rawValue).\(pair[1].rawValue).\(kind)"
    }

    /// The points that have aspect texts, in their key order.
    static let textOrder: [ChartPoint] = Body.planets.map(ChartPoint.init) + [.ascendant, .midheaven]

    private static func hasText(_ point: ChartPoint) -> Bool { textOrder.contains(point) }

    private func longitude(_ point: ChartPoint) -> Double? {
        switch point {
        case .ascendant: chart.angles?.ascendant
        case .midheaven: chart.angles?.midheaven
        default: point.body.map { placement($0).longitude }
        }
    }
}
