import Ephemeris
import Testing
@testable import Chart

@Suite struct AspectTests {
    func aspects(_ bodies: [Body: (longitude: Double, speed: Double)], policy: OrbPolicy = .standard, hasBirthTime: Bool = false) throws -> [Aspect] {
        // Uranus … Lilith are parked far apart at 200°, 233°, 266°, ...; their aspects are ignored below.
        var sky = bodies
        for (index, body) in [Body.uranus, .neptune, .pluto, .trueNode, .lilith].enumerated() where sky[body] == nil {
            sky[body] = (200 + Double(index) * 33, 0)
        }
        return try ChartCalculator(provider: CraftedSky(bodies: sky), orbPolicy: policy)
            .chart(for: ChartInput(time: UniversalTime(julianDay: 2_451_545), latitude: 40, longitude: 0, hasBirthTime: hasBirthTime))
            .aspects
    }

    func between(_ a: ChartPoint, _ b: ChartPoint, in aspects: [Aspect]) -> Aspect? {
        aspects.first { ($0.first == a && $0.second == b) || ($0.first == b && $0.second == a) }
    }

    @Test func aspectsWithinOrbAreFoundWithTheirExactOrb() throws {
        let found = try aspects([.sun: (10, 1), .moon: (19.5, 13), .mercury: (100.5, -1), .venus: (326, 1.2),
                                 .mars: (140, 0.5), .jupiter: (292, 0.1), .saturn: (55, 0.05)])
        let conjunction = try #require(between(.sun, .moon, in: found))
        #expect(conjunction.kind == .conjunction && abs(conjunction.orb - 9.5) < 1e-9) // 8° + 2° for a luminary
        let square = try #require(between(.sun, .mercury, in: found))
        #expect(square.kind == .square && abs(square.orb - 0.5) < 1e-9 && abs(square.separation - 90.5) < 1e-9)
        #expect(between(.sun, .venus, in: found)?.kind == .semisquare)        // 44° across 0° Aries: minor, no bonus
        #expect(between(.mars, .jupiter, in: found)?.kind == .quincunx)       // 152°
        #expect(between(.saturn, .sun, in: found).map { $0.kind == .semisquare && $0.orb < 1e-9 } == true)
        #expect(found.map(\.orb) == found.map(\.orb).sorted(), "aspects come tightest first")
    }

    @Test func aspectsOutsideTheOrbAreLeftOutNotClamped() throws {
        // Sun–Mars 130.5°: a trine 10.5° wide, beyond the Sun's 9°; Mercury–Venus 97.5°, beyond 7° for a square.
        let found = try aspects([.sun: (0, 1), .mars: (130.5, 0.5), .mercury: (200, 1), .venus: (297.5, 1),
                                 .moon: (250, 13), .jupiter: (170, 0.1), .saturn: (320, 0)])
        #expect(between(.sun, .mars, in: found) == nil)
        #expect(between(.mercury, .venus, in: found) == nil)
        #expect(found.allSatisfy { $0.orb <= OrbPolicy.standard.orb($0.kind, luminary: $0.first.isLuminary || $0.second.isLuminary,
                                                                        bothPlanets: $0.first.isPlanet && $0.second.isPlanet) })
        let tight = OrbPolicy(orbs: [.conjunction: 1], luminaryBonus: 0, pointOrbLimit: 1)
        let onlyConjunctions = try aspects([.sun: (0, 1), .moon: (0.5, 13), .mars: (90, 0.5)], policy: tight)
        #expect(onlyConjunctions.allSatisfy { $0.kind == .conjunction })
        #expect(between(.sun, .moon, in: onlyConjunctions) != nil)
    }

    @Test func applyingWhenTheFasterBodyClosesOnTheExactAngle() throws {
        // Moon 5° behind a Sun–Moon trine and catching up; the Sun 2° past a square to slower Mars and pulling away;
        // Mercury retrograde moving back toward an exact sextile.
        let found = try aspects([.sun: (100, 1), .moon: (335, 13), .mars: (188, 0.7), .mercury: (163, -1),
                                 .venus: (250, 1.2), .jupiter: (300, 0.1), .saturn: (30, 0)])
        let trine = try #require(between(.sun, .moon, in: found))
        #expect(trine.kind == .trine && trine.applying)
        let square = try #require(between(.sun, .mars, in: found))
        #expect(square.kind == .square && !square.applying)
        let sextile = try #require(between(.sun, .mercury, in: found))
        #expect(sextile.kind == .sextile && sextile.applying)
    }

    @Test func nodesAndLilithAspectOnlyPlanetsAndMeanAndSouthNodeNever() throws {
        let found = try aspects([.sun: (10, 1), .trueNode: (10.5, -0.05), .meanNode: (11, -0.05), .southNode: (190.5, -0.05),
                                 .lilith: (190, 0.1), .moon: (100, 13), .mercury: (30, 1), .venus: (109, 1), .mars: (130, 0.5),
                                 .jupiter: (220, 0.1), .saturn: (280, 0)], hasBirthTime: true)
        #expect(between(.sun, .trueNode, in: found)?.kind == .conjunction)
        #expect(!found.contains { [.meanNode, .southNode].contains($0.first) || [.meanNode, .southNode].contains($0.second) })
        #expect(between(.trueNode, .lilith, in: found) == nil) // an opposition, but between two points
        #expect(!found.contains { !$0.first.isPlanet && !$0.second.isPlanet })
        // ARMC 0° at 40° N puts the Ascendant at 108.45°: Venus is conjunct it.
        #expect(between(.venus, .ascendant, in: found)?.kind == .conjunction)
        #expect(between(.ascendant, .midheaven, in: found) == nil)
    }
}

@Suite struct OrbPolicyEdgeTests {
    @Test func hugeOrNonsenseOrbsDoNotTrap() throws {
        let policy = OrbPolicy(orbs: [.conjunction: .infinity, .square: .nan, .trine: -3], luminaryBonus: 2, pointOrbLimit: 5)
        let chart = try ChartCalculator(provider: CraftedSky(bodies: [.sun: (0, 1), .moon: (120, 13), .mars: (90, 0.5)]), orbPolicy: policy)
            .chart(for: ChartInput(time: UniversalTime(julianDay: 2_451_545), latitude: 10, longitude: 0, hasBirthTime: false))
        #expect(chart.aspects.allSatisfy { $0.kind == .conjunction })
    }
}
