import Foundation
import Testing
@testable import Ephemeris

/// Every chart and point of charts.jsonl (Swiss Ephemeris 2.10.03, DE441 files) against our values.
@Suite struct SwissEphemerisReferenceTests {
    let ephemeris: Ephemeris
    let charts: [SwissChart]

    init() throws {
        ephemeris = try Ephemeris.bundled()
        charts = try Fixtures.lines("charts.jsonl", as: SwissChart.self)
    }

    /// Bound on longitude and latitude over the whole range 1800-2200: 1″, and 5″ for the true node
    /// (the targets for 1900-2100; measured maxima are in docs/accuracy.md).
    static func angleBound(_ body: Body) -> Double {
        (body == .trueNode || body == .southNode ? 5 : 1) * Tolerance.arcsecond
    }

    /// Speeds: the Swiss Ephemeris differentiates its own way; 0.5″ a day is far below what a chart shows.
    static let speedBound = 0.5 * Tolerance.arcsecond
    static let nodeSpeedBound = 1 * Tolerance.arcsecond
    static let relativeDistanceBound = 1e-6

    @Test func referenceFileHasAllCharts() {
        #expect(charts.count == 301)
    }

    @Test func positionsMatchTheSwissEphemeris() throws {
        var stats = ErrorStatistics()
        for chart in charts {
            let period = chart.year < 1900 ? "1800-1899" : chart.year > 2100 ? "2101-2200" : "1900-2100"
            for body in Body.allCases {
                guard let reference = chart.reference(for: body) else { continue }
                let ours = try ephemeris.position(of: body, at: chart.time)
                let dLon = angleDifference(ours.longitude, reference.lon)
                let dLat = ours.latitude - reference.lat
                let dSpeed = ours.speed - reference.speed
                let dDist = ours.distance / reference.dist - 1
                stats.add("\(period) \(body.rawValue) lon″", dLon * 3600)
                stats.add("\(period) \(body.rawValue) lat″", dLat * 3600)
                stats.add("\(period) \(body.rawValue) speed″/d", dSpeed * 3600)
                stats.add("\(period) \(body.rawValue) dist rel", dDist)
                let bound = Self.angleBound(body)
                #expect(abs(dLon) <= bound, "chart \(chart.id) \(body): longitude off by \(dLon * 3600)″")
                #expect(abs(dLat) <= bound, "chart \(chart.id) \(body): latitude off by \(dLat * 3600)″")
                let speedBound = body == .trueNode || body == .southNode ? Self.nodeSpeedBound : Self.speedBound
                #expect(abs(dSpeed) <= speedBound, "chart \(chart.id) \(body): speed off by \(dSpeed * 3600)″/day")
                #expect(abs(dDist) <= Self.relativeDistanceBound, "chart \(chart.id) \(body): distance off by \(dDist) (relative)")
            }
        }
        stats.report("Swiss Ephemeris reference (charts.jsonl)")
    }

    @Test func deltaTMatchesTheSwissEphemerisWithinOneSecond() {
        var stats = ErrorStatistics()
        for chart in charts where chart.year <= 2100 {
            let error = ephemeris.deltaT(at: chart.time) - chart.delta_t_s
            stats.add(chart.year < 1900 ? "ΔT 1800-1899 s" : "ΔT 1900-2100 s", error)
            #expect(abs(error) <= Tolerance.second, "chart \(chart.id) (\(chart.input.utc)): ΔT off by \(error) s")
        }
        stats.report("ΔT")
    }

    @Test func earthOrientationMatchesTheSwissEphemeris() throws {
        var stats = ErrorStatistics()
        let bound = 0.01 * Tolerance.arcsecond
        for chart in charts {
            let o = try ephemeris.orientation(at: chart.time)
            let reference = chart.obliquity
            let gastError = angleDifference(o.greenwichApparentSiderealTime, chart.sidereal_time.gast_hours * 15)
            let checks: [(String, Double, Double)] = [
                ("true obliquity", o.trueObliquity - reference.true, bound),
                ("mean obliquity", o.meanObliquity - reference.mean, bound),
                ("nutation in longitude", o.nutationInLongitude - reference.nut_lon, bound),
                ("nutation in obliquity", o.nutationInObliquity - reference.nut_obl, bound),
                // Outside 1850-2050 the Swiss Ephemeris switches to a long-term sidereal time model;
                // we keep IAU 2006 throughout (2″ of arc is 0.13 s of time).
                ("GAST", gastError, ((1850...2050).contains(chart.year) ? 0.01 : 2.5) * Tolerance.arcsecond),
            ]
            for (name, error, limit) in checks {
                let period = (1850...2050).contains(chart.year) ? "1850-2050" : "outside 1850-2050"
                stats.add("\(name) \(period)″", error * 3600)
                #expect(abs(error) <= limit, "chart \(chart.id): \(name) off by \(error * 3600)″")
            }
        }
        stats.report("Earth orientation")
    }
}
