/// The aspects a chart reports, with their exact angles. Raw values are the JSON names.
package enum AspectKind: String, CaseIterable, Sendable, Codable, Hashable {
    case conjunction, opposition, trine, square, sextile
    case quincunx, semisextile, semisquare, sesquiquadrate, quintile, biquintile

    package var angle: Double {
        switch self {
        case .conjunction: 0
        case .opposition: 180
        case .trine: 120
        case .square: 90
        case .sextile: 60
        case .quincunx: 150
        case .semisextile: 30
        case .semisquare: 45
        case .sesquiquadrate: 135
        case .quintile: 72
        case .biquintile: 144
        }
    }

    /// The five Ptolemaic aspects.
    package var isMajor: Bool {
        switch self {
        case .conjunction, .opposition, .trine, .square, .sextile: true
        default: false
        }
    }
}

/// How far from exact an aspect may be and still count. An aspect outside its orb is left out (filtered),
/// never pulled in to the limit.
///
/// Defaults (degrees): conjunction and opposition 8, trine and square 7, sextile 5, quincunx 3, the other
/// minor aspects 2. Major aspects of the Sun or Moon get `luminaryBonus` more (10° for a solar conjunction);
/// an aspect that involves neither a planet nor a luminary never happens (see `ChartPoint.aspectPoints`),
/// and any aspect to the node, Lilith or an angle is held to `pointOrbLimit`.
package struct OrbPolicy: Sendable, Equatable {
    package let orbs: [AspectKind: Double]
    package let luminaryBonus: Double
    package let pointOrbLimit: Double
    /// `orb(kind, luminary:, bothPlanets:)` for every kind (in `allCases` order) and pair type (bit 0 luminary,
    /// bit 1 two planets), tabulated once: the aspect search reads it for ~90 pairs per chart.
    let limits: [Double]

    package init(orbs: [AspectKind: Double], luminaryBonus: Double, pointOrbLimit: Double) {
        self.orbs = orbs
        self.luminaryBonus = luminaryBonus
        self.pointOrbLimit = pointOrbLimit
        // The rule itself: a luminary widens a major aspect; the node, Lilith or an angle caps the orb.
        limits = AspectKind.allCases.flatMap { kind in
            (0..<4).map { pair in
                var orb = orbs[kind] ?? 0
                if kind.isMajor, pair & 1 != 0 { orb += luminaryBonus }
                if pair & 2 == 0 { orb = min(orb, pointOrbLimit) }
                return orb
            }
        }
    }

    package static let standard = OrbPolicy(
        orbs: [.conjunction: 8, .opposition: 8, .trine: 7, .square: 7, .sextile: 5, .quincunx: 3,
               .semisextile: 2, .semisquare: 2, .sesquiquadrate: 2, .quintile: 2, .biquintile: 2],
        luminaryBonus: 2, pointOrbLimit: 5)

    /// The largest allowed distance from exact for `kind`, by what matters about the pair: whether the Sun or
    /// Moon is in it, and whether both are planets (otherwise the node, Lilith or an angle is, and
    /// `pointOrbLimit` caps the orb). 0 or less means "not sought".
    package func orb(_ kind: AspectKind, luminary: Bool, bothPlanets: Bool) -> Double {
        limits[(AspectKind.allCases.firstIndex(of: kind) ?? 0) * 4 + (luminary ? 1 : 0) + (bothPlanets ? 2 : 0)]
    }
}
