import Testing
@testable import Chart

@Suite struct HouseGeometryTests {
    @Test func referenceFixtureLoads() {
        #expect(ReferenceChart.all.count == 301)
    }

    @Test func anglesMatchTheReferenceWithin1Arcsecond() {
        for chart in ReferenceChart.all {
            let angles = chart.geometry.angles
            for (name, got, want) in [("asc", angles.ascendant, chart.angles.asc), ("mc", angles.midheaven, chart.angles.mc),
                                      ("vertex", angles.vertex, chart.angles.vertex)] {
                let error = arcseconds(got, want)
                #expect(error <= 1, "chart \(chart.id) (lat \(chart.input.lat)) \(name): off by \(error)″")
            }
        }
    }

    @Test(arguments: HouseSystem.allCases)
    func cuspsMatchTheReferenceWithin1Arcsecond(system: HouseSystem) throws {
        var worst = 0.0
        for chart in ReferenceChart.all {
            let houses = chart.geometry.cusps(system)
            #expect(houses.used == system, "chart \(chart.id): fell back to \(houses.used) at latitude \(chart.input.lat)")
            let reference = try #require(chart.houses[ReferenceChart.houseKeys[system] ?? ""])
            for (index, (got, want)) in zip(houses.cusps, reference).enumerated() {
                let error = arcseconds(got, want)
                worst = max(worst, error)
                #expect(error <= 1, "chart \(chart.id) (lat \(chart.input.lat)) \(system) cusp \(index + 1): off by \(error)″")
            }
        }
        #expect(worst < 1)
    }

    @Test func armcFromSiderealTimeAndEastLongitude() {
        for chart in ReferenceChart.all {
            let geometry = HouseGeometry(siderealTime: chart.sidereal_time.gast_hours * 15, longitude: chart.input.lon,
                                         obliquity: chart.obliquity.true, latitude: chart.input.lat)
            #expect(arcseconds(geometry.armc, chart.angles.armc) <= 0.01, "chart \(chart.id): ARMC off by \(arcseconds(geometry.armc, chart.angles.armc))″")
        }
    }

    @Test(arguments: [70.0, 78.2, -69.6, -80.0])
    func insideThePolarCirclesPlacidusAndKochFallBackToPorphyry(latitude: Double) {
        for armc in stride(from: 0.0, to: 360, by: 15) {
            let geometry = HouseGeometry(armc: armc, obliquity: 23.44, latitude: latitude)
            for system in [HouseSystem.placidus, .koch] {
                let houses = geometry.cusps(system)
                #expect(houses.requested == system && houses.used == .porphyry)
                #expect(houses.cusps == geometry.cusps(.porphyry).cusps)
            }
            // The ascendant is kept east of the MC, so every quadrant is less than 180° wide and in order.
            let east = Degrees.normalized(geometry.ascendant - geometry.midheaven)
            #expect(east > 0 && east < 180, "armc \(armc) lat \(latitude): ASC \(geometry.ascendant) MC \(geometry.midheaven)")
        }
    }

    @Test(arguments: [90.0, -90.0, 0.0, 89.999])
    func polesAndTheEquatorGiveFiniteCuspsInEverySystem(latitude: Double) {
        for armc in stride(from: 0.0, to: 360, by: 30) {
            let geometry = HouseGeometry(armc: armc, obliquity: 23.44, latitude: latitude)
            let values = [geometry.ascendant, geometry.midheaven, geometry.vertex] + HouseSystem.allCases.flatMap { geometry.cusps($0).cusps }
            #expect(values.allSatisfy { $0.isFinite && $0 >= 0 && $0 < 360 }, "lat \(latitude) armc \(armc)")
        }
    }

    @Test func outsideThePolarCirclesEverySystemIsUsedAsAsked() {
        let geometry = HouseGeometry(armc: 123, obliquity: 23.44, latitude: 66.0)
        #expect(HouseSystem.allCases.allSatisfy { geometry.cusps($0).used == $0 })
    }

    @Test func southernLatitudesKeepTheAscendantEastOfTheMidheaven() {
        for chart in ReferenceChart.all where chart.input.lat < 0 {
            let east = Degrees.normalized(chart.geometry.ascendant - chart.geometry.midheaven)
            #expect(east > 0 && east < 180, "chart \(chart.id)")
        }
    }

    @Test func housePlacementWrapsAroundAries() {
        let houses = HouseCusps(requested: .equal, used: .equal, cusps: (0..<12).map { Degrees.normalized(350 + Double($0) * 30) })
        #expect(houses.house(of: 355) == 1)
        #expect(houses.house(of: 5) == 1)
        #expect(houses.house(of: 20) == 2)
        #expect(houses.house(of: 349.9) == 12)
    }
}
