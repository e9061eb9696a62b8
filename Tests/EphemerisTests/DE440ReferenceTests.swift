import Foundation
import Testing
@testable import Ephemeris

/// The tables against JPL DE440 directly (Skyfield, de440_reference.jsonl), 1800-2200, at TT instants
/// so that the ΔT model plays no part.
@Suite struct DE440ReferenceTests {
    let ephemeris: Ephemeris
    let instants: [DE440Instant]

    init() throws {
        ephemeris = try Ephemeris.bundled()
        instants = try Fixtures.lines("de440_reference.jsonl", as: DE440Instant.self)
    }

    static let bodies: [Body] = Body.planets + [.trueNode]
    /// Stated bound over the whole range 1800-2200.
    static let angleBound = 0.02 * Tolerance.arcsecond
    /// Speeds: the reference's own central differences carry ~0.01″/day of error.
    static let speedBound = 0.1 * Tolerance.arcsecond
    static let nodeSpeedBound = 0.5 * Tolerance.arcsecond
    static let relativeDistanceBound = 1e-6  // tables keep distance to ~2e-7 au (docs/accuracy.md)

    @Test func referenceFileCoversEighteenHundredToTwentyTwoHundred() {
        #expect(instants.count == 800)
        #expect(instants.contains { $0.year < 1801 } && instants.contains { $0.year > 2199 })
    }

    @Test func positionsMatchDE440From1800To2200() throws {
        var stats = ErrorStatistics()
        for (index, instant) in instants.enumerated() {
            let period = instant.year < 1900 ? "1800-1899" : instant.year >= 2100 ? "2100-2200" : "1900-2099"
            for body in Self.bodies {
                guard let reference = instant.bodies[body.rawValue] else {
                    Issue.record("instant \(index): no reference for \(body)")
                    continue
                }
                let ours = try ephemeris.position(of: body, at: instant.time)
                let dLon = angleDifference(ours.longitude, reference.lon)
                let dLat = ours.latitude - reference.lat
                let dSpeed = ours.speed - reference.speed
                let dDist = ours.distance / reference.dist - 1
                stats.add("\(period) \(body.rawValue) lon″", dLon * 3600)
                stats.add("\(period) \(body.rawValue) lat″", dLat * 3600)
                stats.add("\(period) \(body.rawValue) speed″/d", dSpeed * 3600)
                stats.add("\(period) \(body.rawValue) dist rel", dDist)
                let what = "instant \(index) (JD TT \(instant.jd_tt)) \(body)"
                #expect(abs(dLon) <= Self.angleBound, "\(what): longitude off by \(dLon * 3600)″")
                #expect(abs(dLat) <= Self.angleBound, "\(what): latitude off by \(dLat * 3600)″")
                let speedBound = body == .trueNode ? Self.nodeSpeedBound : Self.speedBound
                #expect(abs(dSpeed) <= speedBound, "\(what): speed off by \(dSpeed * 3600)″/day")
                #expect(abs(dDist) <= Self.relativeDistanceBound, "\(what): distance off by \(dDist) (relative)")
            }
        }
        stats.report("DE440 via Skyfield (de440_reference.jsonl)")
    }

    @Test func nutationAndObliquityMatchIAU2000AWithinThreeMilliarcseconds() throws {
        let bound = 0.003 * Tolerance.arcsecond
        for (index, instant) in instants.enumerated() where (1900...2100).contains(instant.year) {
            let nutation = Nutation(centuries: (instant.jd_tt - 2_451_545.0) / 36_525)
            let mean = EarthOrientation.meanObliquity(centuries: (instant.jd_tt - 2_451_545.0) / 36_525)
            let errors = [("Δψ", nutation.longitude - instant.obliquity.nut_lon),
                          ("Δε", nutation.obliquity - instant.obliquity.nut_obl),
                          ("mean obliquity", mean - instant.obliquity.mean)]
            for (name, error) in errors {
                #expect(abs(error) <= bound, "instant \(index): \(name) off by \(error * 3600)″")
            }
        }
    }
}
