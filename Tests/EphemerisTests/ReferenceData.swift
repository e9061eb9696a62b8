import Foundation
@testable import Ephemeris

/// Named tolerances, so every bound in the tests reads as a unit.
enum Tolerance {
    static let arcsecond = 1.0 / 3600
    static let second = 1.0
}

/// The reference files in Fixtures/ (found next to this source file, not through SwiftPM resources).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func lines<T: Decodable>(_ name: String, as type: T.Type) throws -> [T] {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(T.self, from: Data($0.utf8)) }
    }
}

struct ReferencePosition: Decodable {
    let lon: Double, lat: Double, dist: Double, speed: Double
}

/// One line of charts.jsonl (Swiss Ephemeris 2.10.03 with its DE441 files).
struct SwissChart: Decodable {
    struct Input: Decodable { let utc: String; let jd_ut: Double }
    struct Sidereal: Decodable { let gast_hours: Double }
    struct Obliquity: Decodable { let `true`: Double; let mean: Double; let nut_lon: Double; let nut_obl: Double }
    let id: Int
    let input: Input
    let delta_t_s: Double
    let bodies: [String: ReferencePosition]
    let sidereal_time: Sidereal
    let obliquity: Obliquity

    var time: UniversalTime { UniversalTime(julianDay: input.jd_ut) }
    var year: Int { Int(input.utc.prefix(4)) ?? 0 }

    /// Reference names of our bodies; the south node is checked as the true node + 180°.
    static let names: [Body: String] = [
        .sun: "Sun", .moon: "Moon", .mercury: "Mercury", .venus: "Venus", .mars: "Mars", .jupiter: "Jupiter",
        .saturn: "Saturn", .uranus: "Uranus", .neptune: "Neptune", .pluto: "Pluto", .meanNode: "MeanNode",
        .trueNode: "TrueNode", .lilith: "MeanLilith",
    ]

    func reference(for body: Body) -> ReferencePosition? {
        guard body == .southNode else { return Self.names[body].flatMap { bodies[$0] } }
        guard let node = bodies["TrueNode"] else { return nil }
        return ReferencePosition(lon: (node.lon + 180).truncatingRemainder(dividingBy: 360), lat: 0,
                                 dist: node.dist, speed: node.speed)
    }
}

/// One line of de440_reference.jsonl (scripts/ephemeris/make_reference.py).
struct DE440Instant: Decodable {
    struct Obliquity: Decodable { let `true`: Double; let mean: Double; let nut_lon: Double; let nut_obl: Double }
    let jd_tt: Double
    let bodies: [String: ReferencePosition]
    let obliquity: Obliquity

    var time: TerrestrialTime { TerrestrialTime(julianDay: jd_tt) }
    var year: Double { 2000 + (jd_tt - 2_451_544.5) / 365.2425 }
}

/// Signed difference of two angles in degrees, in (−180, 180].
func angleDifference(_ a: Double, _ b: Double) -> Double {
    var d = (a - b).truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 }
    if d <= -180 { d += 360 }
    return d
}

/// Max and RMS of errors per key, for the accuracy report in docs/accuracy.md.
struct ErrorStatistics {
    private var values: [String: [Double]] = [:]

    mutating func add(_ key: String, _ error: Double) { values[key, default: []].append(abs(error)) }

    func maximum(_ key: String) -> Double { values[key]?.max() ?? 0 }

    func rms(_ key: String) -> Double {
        guard let v = values[key], !v.isEmpty else { return 0 }
        return (v.reduce(0) { $0 + $1 * $1 } / Double(v.count)).squareRoot()
    }

    var keys: [String] { values.keys.sorted() }

    /// Printed only on request: `EPHEMERIS_ACCURACY_REPORT=1 swift test --filter EphemerisTests`.
    func report(_ title: String) {
        guard ProcessInfo.processInfo.environment["EPHEMERIS_ACCURACY_REPORT"] == "1" else { return }
        print("## \(title)")
        for key in keys {
            let format = key.hasSuffix("rel") ? "%@ | max %.1e | rms %.1e | n %d" : "%@ | max %.4f | rms %.4f | n %d"
            print(String(format: format, key, maximum(key), rms(key), values[key]?.count ?? 0))
        }
    }
}
