import Chart
import Foundation
import Ephemeris
import Localization
import Testing
@testable import Report

/// The fact check against the corpus: offline reports of 20 charts in five areas raise no problem in any
/// language, and at least 95 % of each kind of planted contradiction is caught.
@Suite struct FactCheckTests {
    static let localizer = Result { try SampleChart.localizer() }

    /// Twenty births spread over 1920–2020, latitudes ±60°, five house systems; every fourth without a time.
    static let corpus = Result { () throws -> [(chart: Chart, request: ReportRequest)] in
        var state: UInt64 = 20
        func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        let systems: [HouseSystem] = [.placidus, .koch, .equal, .wholeSign, .regiomontanus]
        return try (0..<20).map { index in
            let day = Int(next(0...36_500))
            let date = civilDate(daysSince1970: day - 18_262)
            let time = index % 4 == 3 ? nil : String(format: "%02d:%02d", Int(next(0...23.99)), Int(next(0...59.99)))
            let birth = BirthData(date: date, time: time, timeZone: "UTC", latitude: next(-60...60), longitude: next(-180...180))
            let chart = try SampleChart.chart(birth, houseSystem: systems[index % systems.count])
            let request = ReportRequest(name: "A", area: .general, language: .en,
                                        birth: BirthLabels(date: date, time: time, place: nil, timeZone: "UTC",
                                                           latitude: birth.latitude, longitude: birth.longitude),
                                        reportDate: SampleChart.reportDate)
            return (chart, request)
        }
    }

    /// `YYYY-MM-DD` of a day count (Hinnant's civil-from-days).
    static func civilDate(daysSince1970 days: Int) -> String {
        let z = days + 719_468, era = (z >= 0 ? z : z - 146_096) / 146_097, doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365, doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153, day = doy - (153 * mp + 2) / 5 + 1, month = mp < 10 ? mp + 3 : mp - 9
        return String(format: "%04d-%02d-%02d", yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    @Test(arguments: Language.allCases)
    func trueReportsPassAndPlantedContradictionsAreCaught(language: Language) throws {
        let tally = FactCheckCorpus(localizer: try Self.localizer.get()).measure(try Self.corpus.get(), language: language)
        #expect(tally.reports == 100)
        #expect(tally.falseAlarms.isEmpty, "\(language.code): \(tally.falseAlarms.prefix(5))")
        #expect(tally.claims >= tally.reports * 10, "\(language.code): only \(tally.claims) claims found")
        for plant in FactCheckCorpus.Plant.allCases {
            let planted = tally.planted[plant] ?? 0
            #expect(planted >= 50, "\(language.code) \(plant): only \(planted) planted")
            #expect((tally.rate(plant) ?? 0) >= 0.95, "\(language.code) \(plant): \(tally.caught[plant] ?? 0) of \(planted)")
        }
    }

    /// The problems name the truth in plain words, for the model's corrective retry.
    @Test func aSwappedSunSignIsNamedPlainly() throws {
        let localizer = try Self.localizer.get()
        let chart = try SampleChart.chart(), request = SampleChart.request(.uk)
        let report = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request).report
        let check = FactCheck(chart: chart, request: request, localizer: localizer)
        #expect(check.check(report).problems.isEmpty)
        var wrong = report
        wrong.keyInfluences[0] = wrong.keyInfluences[0].replacingOccurrences(of: "Сонце в Овні", with: "Сонце в Рибах")
        #expect(wrong.keyInfluences[0] != report.keyInfluences[0])
        #expect(check.check(wrong).problems == ["The Sun is in Aries, not in Pisces"])
    }

    /// Without a birth time any house or Ascendant claim contradicts the chart.
    @Test func withoutABirthTimeAHouseIsAContradiction() throws {
        let localizer = try Self.localizer.get()
        let chart = try SampleChart.chart(hasBirthTime: false), request = SampleChart.request(.en, time: nil)
        var report = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request).report
        let check = FactCheck(chart: chart, request: request, localizer: localizer)
        #expect(check.check(report).problems.isEmpty)
        report.detailedAnalysis += "\nVenus in the 7th house brings harmony. The Ascendant in Leo shines."
        let outcome = check.check(report)
        #expect(outcome.problems.count == 1 && outcome.problems[0].contains("birth time is unknown"), "\(outcome.problems)")
        #expect(outcome.claims == (check.check(OfflineReportWriter(localizer: localizer).write(chart: chart, request: request).report).claims + 2))
    }
}
