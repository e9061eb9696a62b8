import Chart
import Ephemeris
import Foundation

/// One line of EphemerisTests/Fixtures/charts.jsonl (the one copy of the reference) (Swiss Ephemeris 2.10.03 with its DE441-based files; see docs/accuracy.md).
struct ReferenceChart: Decodable, Sendable {
    struct Input: Decodable, Sendable { var utc: String; var jd_ut: Double; var lat: Double; var lon: Double }
    struct Position: Decodable, Sendable { var lon: Double; var lat: Double; var dist: Double; var speed: Double }
    struct Angles: Decodable, Sendable { var asc: Double; var mc: Double; var armc: Double; var vertex: Double }
    struct SiderealTime: Decodable, Sendable { var gast_hours: Double }
    struct Obliquity: Decodable, Sendable { var `true`: Double; var mean: Double; var nut_lon: Double; var nut_obl: Double }

    var id: Int
    var input: Input
    var delta_t_s: Double
    var bodies: [String: Position]
    var angles: Angles
    var houses: [String: [Double]]
    var sidereal_time: SiderealTime
    var obliquity: Obliquity

    /// The reference's key for each house system.
    static let houseKeys: [HouseSystem: String] = [.placidus: "P", .koch: "K", .equal: "E", .wholeSign: "W",
                                                   .porphyry: "O", .regiomontanus: "R", .campanus: "C"]

    static let all: [ReferenceChart] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../EphemerisTests/Fixtures/charts.jsonl").standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(ReferenceChart.self, from: Data($0.utf8)) }
    }()

    var geometry: HouseGeometry { HouseGeometry(armc: angles.armc, obliquity: obliquity.true, latitude: input.lat) }
}

let arcsecond = 1.0 / 3600

/// Shortest angular distance in arcseconds (NaN stays NaN so it fails every comparison).
func arcseconds(_ a: Double, _ b: Double) -> Double {
    var d = (a - b).truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 } else if d < -180 { d += 360 }
    return abs(d) * 3600
}
