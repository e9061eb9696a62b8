// Times the chart logic alone (houses, placement, aspects, rulers, balance, Moon phase, Part of Fortune) for
// the 301 reference charts, with positions served from memory so the ephemeris is not measured.
// Run: scripts/bench-chart-logic.sh
import Chart
import Ephemeris
import Foundation

struct Sky: PositionProvider {
    struct Missing: Error {}
    var bodies: [Body: EclipticPosition]
    var orientation: EarthOrientation
    func position(of body: Body, at time: UniversalTime) throws -> EclipticPosition {
        guard let position = bodies[body] else { throw Missing() }
        return position
    }
    func orientation(at time: UniversalTime) throws -> EarthOrientation { orientation }
}

let names: [Body: String] = [.sun: "Sun", .moon: "Moon", .mercury: "Mercury", .venus: "Venus", .mars: "Mars",
                             .jupiter: "Jupiter", .saturn: "Saturn", .uranus: "Uranus", .neptune: "Neptune", .pluto: "Pluto",
                             .meanNode: "MeanNode", .trueNode: "TrueNode", .southNode: "TrueNode", .lilith: "MeanLilith"]
let path = CommandLine.arguments.dropFirst().first ?? "Tests/EphemerisTests/Fixtures/charts.jsonl"
let text = try String(contentsOfFile: path, encoding: .utf8)
var cases: [(ChartCalculator, ChartInput)] = []
for line in text.split(separator: "\n") {
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let input = object["input"] as? [String: Any], let bodies = object["bodies"] as? [String: [String: Double]],
          let sidereal = object["sidereal_time"] as? [String: Double], let obliquity = object["obliquity"] as? [String: Double],
          let jd = input["jd_ut"] as? Double, let lat = input["lat"] as? Double, let lon = input["lon"] as? Double else { continue }
    var positions: [Body: EclipticPosition] = [:]
    for (body, name) in names {
        guard let p = bodies[name], let l = p["lon"], let b = p["lat"], let d = p["dist"], let s = p["speed"] else { continue }
        positions[body] = EclipticPosition(longitude: body == .southNode ? (l + 180).truncatingRemainder(dividingBy: 360) : l,
                                           latitude: b, distance: d, speed: s)
    }
    let orientation = EarthOrientation(greenwichApparentSiderealTime: (sidereal["gast_hours"] ?? 0) * 15,
                                       trueObliquity: obliquity["true"] ?? 0, meanObliquity: obliquity["mean"] ?? 0,
                                       nutationInLongitude: obliquity["nut_lon"] ?? 0, nutationInObliquity: obliquity["nut_obl"] ?? 0,
                                       deltaT: (object["delta_t_s"] as? Double) ?? 0)
    cases.append((ChartCalculator(provider: Sky(bodies: positions, orientation: orientation)),
                  ChartInput(time: UniversalTime(julianDay: jd), latitude: lat, longitude: lon)))
}
guard !cases.isEmpty else {
    print("no charts read from \(path)")
    exit(1)
}
for system in [HouseSystem.placidus, .koch, .wholeSign] {
    var samples: [Double] = []
    var aspects = 0
    for round in 0..<30 {
        for (calculator, base) in cases {
            var input = base
            input.houseSystems = [system]
            let start = DispatchTime.now().uptimeNanoseconds
            let chart = try calculator.chart(for: input)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
            if round > 0 { samples.append(elapsed) }
            aspects += chart.aspects.count
        }
    }
    samples.sort()
    print("\(system): median \(samples[samples.count / 2]) µs, p90 \(samples[samples.count * 9 / 10]) µs per chart, "
          + "\(aspects / (30 * cases.count)) aspects per chart, \(cases.count) charts")
}
