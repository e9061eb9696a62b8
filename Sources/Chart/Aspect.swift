/// One aspect between two chart points.
package struct Aspect: Sendable, Equatable, Codable {
    package var first: ChartPoint
    package var second: ChartPoint
    package var kind: AspectKind
    /// The actual angular distance between the points, 0…180°.
    package var separation: Double
    /// |separation − exact angle|: how far from exact, degrees.
    package var orb: Double
    /// True when the points move toward the exact angle (from their daily speeds), false when away.
    /// The angles are taken as fixed, as natal astrology reads them.
    package var applying: Bool

    /// In the order JSON with sorted keys writes them (`chart --jsonl`): the encoder then has nothing to reorder
    /// for the ~35 aspects of every chart.
    enum CodingKeys: String, CodingKey { case applying, first, kind, orb, second, separation }
}

/// A point's place and daily motion, all the aspect search needs.
struct MovingPoint: Sendable {
    var point: ChartPoint
    var longitude: Double
    var speed: Double
}

extension Aspect {
    /// Every pair of points within orb of some aspect; of several matching kinds (possible with custom orbs) the
    /// closest wins. Sorted by orb, tightest first (ties keep the order of `points`).
    static func find(among points: [MovingPoint], policy: OrbPolicy) -> [Aspect] {
        // Hoisted out of the pair loop: it runs for ~90 pairs in every chart. `candidates[b]` is a bit mask of
        // the kinds that can match a separation in 10b ..< 10b + 10 under their widest possible orb, so each
        // pair tests one to three kinds instead of eleven.
        let kinds = AspectKind.allCases
        let exact = kinds.map(\.angle)
        let allowed = policy.limits
        var candidates = [UInt16](repeating: 0, count: 19)
        for k in kinds.indices {
            let widest = min(180, (0..<4).map { allowed[k * 4 + $0] }.max() ?? 0) // also tames infinite orbs
            guard widest > 0 else { continue }
            let low = max(0, Int(((exact[k] - widest) / 10).rounded(.down)))
            let high = min(18, Int(((exact[k] + widest) / 10).rounded(.down)))
            for bucket in low...max(low, high) { candidates[bucket] |= 1 << k }
        }
        var aspects: [Aspect] = []
        aspects.reserveCapacity(points.count * 3)
        for i in points.indices {
            let a = points[i]
            for b in points[(i + 1)...] where a.point.isPlanet || b.point.isPlanet {
                let signed = Degrees.difference(b.longitude, a.longitude)
                let separation = abs(signed)
                let pair = (a.point.isLuminary || b.point.isLuminary ? 1 : 0) | (a.point.isPlanet && b.point.isPlanet ? 2 : 0)
                var best = -1, bestOrb = Double.infinity
                var mask = candidates[min(18, Int(separation / 10))]
                while mask != 0 {
                    let k = mask.trailingZeroBitCount
                    mask &= mask - 1
                    let orb = abs(separation - exact[k])
                    guard orb < bestOrb else { continue }
                    let limit = allowed[k * 4 + pair]
                    if limit > 0, orb <= limit { (best, bestOrb) = (k, orb) }
                }
                guard best >= 0 else { continue }
                // d(separation)/dt: the signed gap grows at (b.speed − a.speed), the separation with its sign.
                let rate = (signed < 0 ? -1 : 1) * (b.speed - a.speed)
                aspects.append(Aspect(first: a.point, second: b.point, kind: kinds[best], separation: separation,
                                      orb: bestOrb, applying: (separation - exact[best]) * rate < 0))
            }
        }
        // Tightest first. A plain insertion sort: for the ~35 aspects of a chart it is several times faster
        // than the standard library's general sort, and it is stable.
        aspects.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices.dropFirst() {
                let aspect = buffer[i]
                var j = i
                while j > 0, buffer[j - 1].orb > aspect.orb {
                    buffer[j] = buffer[j - 1]
                    j -= 1
                }
                buffer[j] = aspect
            }
        }
        return aspects
    }
}
