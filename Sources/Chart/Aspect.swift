/// One aspect between two chart points.
public struct Aspect: Sendable, Equatable, Codable {
    public var first: ChartPoint
    public var second: ChartPoint
    public var kind: AspectKind
    /// The actual angular distance between the points, 0…180°.
    public var separation: Double
    /// |separation − exact angle|: how far from exact, degrees.
    public var orb: Double
    /// True when the points move toward the exact angle (from their daily speeds), false when away.
    /// The angles are taken as fixed, as natal astrology reads them.
    public var applying: Bool
}

/// A point's place and daily motion, all the aspect search needs.
struct MovingPoint: Sendable {
    var point: ChartPoint
    var longitude: Double
    var speed: Double
}

extension Aspect {
    /// Every pair of points within orb of some aspect; of several matching kinds (possible with custom orbs) the
    /// closest wins. Sorted by orb, tightest first.
    static func find(among points: [MovingPoint], policy: OrbPolicy) -> [Aspect] {
        var aspects: [Aspect] = []
        let kinds = AspectKind.allCases.map { (kind: $0, angle: $0.angle, base: policy.orbs[$0] ?? 0) }
        for (i, a) in points.enumerated() {
            for b in points[(i + 1)...] where a.point.isPlanet || b.point.isPlanet {
                let signed = Degrees.difference(b.longitude, a.longitude)
                let separation = abs(signed)
                // A plain loop: this runs for every pair of points in every chart.
                var match: (kind: AspectKind, orb: Double)?
                for candidate in kinds where candidate.base > 0 {
                    let orb = abs(separation - candidate.angle)
                    guard orb < (match?.orb ?? .infinity), orb <= candidate.base + max(0, policy.luminaryBonus) else { continue }
                    let allowed = policy.orb(candidate.kind, base: candidate.base, between: a.point, and: b.point)
                    if allowed > 0 && orb <= allowed { match = (candidate.kind, orb) }
                }
                guard let match else { continue }
                // d(separation)/dt: the signed gap grows at (b.speed − a.speed), the separation with its sign.
                let rate = (signed < 0 ? -1 : 1) * (b.speed - a.speed)
                let deviation = separation - match.kind.angle
                aspects.append(Aspect(first: a.point, second: b.point, kind: match.kind, separation: separation,
                                      orb: match.orb, applying: deviation * rate < 0))
            }
        }
        return aspects.sorted { $0.orb < $1.orb }
    }
}
