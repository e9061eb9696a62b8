import Ephemeris
import Foundation
import Testing
@testable import Chart

@Suite struct ChartCalculatorTests {
    func chart(_ reference: ReferenceChart, systems: [HouseSystem] = HouseSystem.allCases, hasBirthTime: Bool = true) throws -> Chart {
        try ChartCalculator(provider: ReferenceProvider(chart: reference)).chart(for: ChartInput(
            time: UniversalTime(julianDay: reference.input.jd_ut), latitude: reference.input.lat,
            longitude: reference.input.lon, houseSystems: systems, hasBirthTime: hasBirthTime))
    }

    @Test func everyReferenceChartHasItsAnglesAndAllSevenHouseSystemsWithin1Arcsecond() throws {
        var worst = 0.0
        for reference in ReferenceChart.all {
            let chart = try chart(reference)
            let angles = try #require(chart.angles)
            for (name, got, want) in [("asc", angles.ascendant, reference.angles.asc), ("mc", angles.midheaven, reference.angles.mc),
                                      ("armc", angles.armc, reference.angles.armc), ("vertex", angles.vertex, reference.angles.vertex)] {
                #expect(arcseconds(got, want) <= 1, "chart \(reference.id) \(name): off by \(arcseconds(got, want))″")
            }
            for system in HouseSystem.allCases {
                let cusps = try #require(chart.houses?[system]), expected = try #require(reference.houses[ReferenceChart.houseKeys[system] ?? ""])
                for (index, (got, want)) in zip(cusps, expected).enumerated() {
                    worst = max(worst, arcseconds(got, want))
                    #expect(arcseconds(got, want) <= 1, "chart \(reference.id) \(system) cusp \(index + 1): off by \(arcseconds(got, want))″")
                }
            }
            #expect(chart.deltaT == reference.delta_t_s)
        }
        #expect(worst <= 1)
    }

    @Test func bodiesCarrySignAndTheHouseOfTheReferenceCusps() throws {
        for reference in ReferenceChart.all {
            let chart = try chart(reference, systems: [.placidus])
            let cusps = HouseCusps(requested: .placidus, used: .placidus, cusps: reference.houses["P"] ?? [])
            for body in Body.allCases {
                let placement = chart.bodies[body]
                #expect(placement.sign == ZodiacSign.allCases[Int(placement.longitude / 30)])
                #expect(placement.degreeInSign >= 0 && placement.degreeInSign < 30)
                #expect(placement.retrograde == (placement.speed < 0))
                let nearCusp = cusps.cusps.contains { arcseconds($0, placement.longitude) < 1 }
                #expect(nearCusp || placement.house == cusps.house(of: placement.longitude), "chart \(reference.id) \(body)")
            }
            #expect(arcseconds(chart.bodies.southNode.longitude, chart.bodies.trueNode.longitude + 180) < 1e-6)
        }
    }

    @Test func rulersNameTheCuspSignsRulersAndWhereTheyStand() throws {
        let reference = try #require(ReferenceChart.all.first)
        let chart = try chart(reference, systems: [.placidus])
        let rulers = try #require(chart.rulers)
        #expect(rulers.map(\.house) == Array(1...12))
        for ruler in rulers {
            let cusp = try #require(chart.houses?.placidus?[ruler.house - 1])
            #expect(ruler.cuspSign == ZodiacSign(longitude: cusp))
            #expect(ruler.traditional.body == ruler.cuspSign.traditionalRuler && ruler.modern.body == ruler.cuspSign.modernRuler)
            #expect(ruler.modern.house == chart.bodies[ruler.modern.body].house)
            #expect(ruler.traditional.sign == chart.bodies[ruler.traditional.body].sign)
        }
        #expect(ZodiacSign.scorpio.traditionalRuler == .mars && ZodiacSign.scorpio.modernRuler == .pluto)
        #expect(ZodiacSign.aquarius.traditionalRuler == .saturn && ZodiacSign.aquarius.modernRuler == .uranus)
        #expect(ZodiacSign.pisces.traditionalRuler == .jupiter && ZodiacSign.pisces.modernRuler == .neptune)
    }

    @Test func balanceCountsTheTenPlanets() throws {
        let chart = try chart(try #require(ReferenceChart.all.first))
        let e = chart.balance.elements, m = chart.balance.modalities
        #expect(e.fire + e.earth + e.air + e.water == 10)
        #expect(m.cardinal + m.fixed + m.mutable == 10)
        #expect(e.water == Body.planets.filter { chart.bodies[$0].sign.element == .water }.count)
    }

    @Test func unknownBirthTimeGivesNoAnglesHousesOrAngleAspects() throws {
        let chart = try chart(try #require(ReferenceChart.all.first), hasBirthTime: false)
        #expect(!chart.hasBirthTime)
        #expect(chart.angles == nil && chart.houses == nil && chart.rulers == nil && chart.partOfFortune == nil)
        #expect(chart.houseSystemUsed == nil)
        #expect(Body.allCases.allSatisfy { chart.bodies[$0].house == nil })
        #expect(!chart.aspects.contains { [.ascendant, .midheaven].contains($0.first) || [.ascendant, .midheaven].contains($0.second) })
        #expect(!chart.aspects.isEmpty)
    }

    @Test func polarBirthRecordsTheFallbackSystem() throws {
        let calculator = ChartCalculator(provider: CraftedSky(bodies: [.sun: (100, 1)]))
        let chart = try calculator.chart(for: ChartInput(time: UniversalTime(julianDay: 2_451_545), latitude: 78.2, longitude: 15.6,
                                                         houseSystems: [.koch, .equal]))
        #expect(chart.houseSystemRequested == .koch && chart.houseSystemUsed == .porphyry)
        #expect(chart.houses?.koch != nil && chart.houses?.equal != nil && chart.houses?.placidus == nil)
    }

    @Test func badCoordinatesAndProviderFailuresAreChartErrors() {
        let time = UniversalTime(julianDay: 2_451_545)
        let calculator = ChartCalculator(provider: CraftedSky(bodies: [:]))
        #expect(throws: ChartError.self) { try calculator.chart(for: ChartInput(time: time, latitude: 91, longitude: 0)) }
        #expect(throws: ChartError.self) { try calculator.chart(for: ChartInput(time: time, latitude: 0, longitude: -181)) }
        #expect(throws: ChartError.self) { try calculator.chart(for: ChartInput(time: time, latitude: .nan, longitude: 0)) }
        do {
            _ = try ChartCalculator(provider: FailingProvider()).chart(for: ChartInput(time: time, latitude: 0, longitude: 0))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .positionUnavailable)
        }
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let chart = try chart(try #require(ReferenceChart.all.first), systems: [.placidus, .wholeSign])
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(chart)) as? [String: Any])
        #expect(Set(object.keys) == ["julianDayUT", "deltaT", "hasBirthTime", "bodies", "angles", "houses", "houseSystemRequested",
                                     "houseSystemUsed", "aspects", "rulers", "balance", "moonPhase", "partOfFortune"])
        let bodies = try #require(object["bodies"] as? [String: [String: Any]])
        #expect(Set(bodies.keys) == Set(Body.allCases.map(\.rawValue)))
        #expect(Set(try #require(bodies["moon"]).keys) == ["longitude", "latitude", "distance", "speed", "retrograde", "sign", "house"])
        #expect(Set(try #require(object["angles"] as? [String: Any]).keys) == ["ascendant", "midheaven", "armc", "vertex"])
        #expect(Set(try #require(object["houses"] as? [String: Any]).keys) == ["placidus", "wholeSign"])
        #expect(try JSONDecoder().decode(Chart.self, from: JSONEncoder().encode(chart)) == chart)
    }
}
