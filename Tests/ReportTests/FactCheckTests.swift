import Chart
import Ephemeris
import Localization
import Testing
import TimeZones
@testable import Report

/// The fact check against the corpus: offline reports of 20 charts in five areas raise no problem in any
/// language, and at least 95 % of each kind of planted contradiction is caught.
@Suite struct FactCheckTests {
    static let localizer = Result { try SampleChart.localizer() }

    static let corpus = Result { () throws -> [(chart: Chart, request: ReportRequest)] in
        let zones = TimeZoneDatabase()
        return try FactCheckCorpus.charts(calculator: ChartCalculator(provider: try Ephemeris.bundled())) { name throws(TimeZoneError) in
            try zones.rules(for: name)
        }
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
