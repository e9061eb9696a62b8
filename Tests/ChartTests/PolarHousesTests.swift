import Foundation
import Testing
@testable import Chart

/// Fixtures/polar_houses.jsonl (scripts/polar-houses-reference.py): cusps at 66°–89° north and south, where
/// the reference charts do not go. Placidus and Koch are null there when undefined.
struct PolarCase: Decodable, Sendable {
    var lat: Double
    var armc: Double
    var obliquity: Double
    var asc: Double
    var mc: Double
    var vertex: Double
    var houses: [String: [Double]?]

    static let all: [PolarCase] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/polar_houses.jsonl")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(PolarCase.self, from: Data($0.utf8)) }
    }()
}

@Suite struct PolarHousesTests {
    @Test func fixtureLoads() {
        #expect(PolarCase.all.count == 384)
    }

    @Test(arguments: HouseSystem.allCases)
    func cuspsNearAndInsideThePolarCirclesMatchTheReference(system: HouseSystem) throws {
        for polar in PolarCase.all {
            let geometry = HouseGeometry(armc: polar.armc, obliquity: polar.obliquity, latitude: polar.lat)
            let houses = geometry.cusps(system)
            let key = ReferenceChart.houseKeys[system] ?? ""
            let reference: [Double]
            if let cusps = polar.houses[key] ?? nil {
                reference = cusps
                #expect(houses.used == system, "lat \(polar.lat) armc \(polar.armc): \(system) fell back though defined")
            } else {
                reference = try #require(polar.houses["O"] ?? nil)
                #expect(houses.used == .porphyry, "lat \(polar.lat) armc \(polar.armc): \(system) is undefined there")
            }
            for (index, (got, want)) in zip(houses.cusps, reference).enumerated() {
                #expect(arcseconds(got, want) <= 1, "lat \(polar.lat) armc \(polar.armc) \(system) cusp \(index + 1): off by \(arcseconds(got, want))″")
            }
        }
    }

    @Test func anglesNearAndInsideThePolarCirclesMatchTheReference() {
        for polar in PolarCase.all {
            let angles = HouseGeometry(armc: polar.armc, obliquity: polar.obliquity, latitude: polar.lat).angles
            for (name, got, want) in [("asc", angles.ascendant, polar.asc), ("mc", angles.midheaven, polar.mc), ("vertex", angles.vertex, polar.vertex)] {
                #expect(arcseconds(got, want) <= 1, "lat \(polar.lat) armc \(polar.armc) \(name): off by \(arcseconds(got, want))″")
            }
        }
    }
}
