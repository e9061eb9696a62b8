import Chart
import Dispatch
import Ephemeris
import Localization
import Report
import TimeZones

/// `astrosvitla bench factcheck`: the fact check's precision per language on `FactCheckCorpus` (the corpus the
/// test holds to the bar), with the time one check takes.
package struct FactCheckBenchmark {
    package init() {}

    package func run(environment: [String: String]) throws -> [[String: Any]] {
        let localizer = try ProcessorFactory.renderer(environment: environment).localizer
        let zones = TimeZoneDatabase(environment: environment)
        let charts = try FactCheckCorpus.charts(calculator: ChartCalculator(provider: try Ephemeris.bundled())) { name throws(TimeZoneError) in
            try zones.rules(for: name)
        }
        let corpus = FactCheckCorpus(localizer: localizer)
        return Language.allCases.map { language in
            let start = DispatchTime.now().uptimeNanoseconds
            let tally = corpus.measure(charts, language: language)
            let checks = tally.reports + tally.planted.values.reduce(0, +)
            let microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(max(1, checks))
            var line: [String: Any] = ["language": language.code, "reports": tally.reports, "falseAlarms": tally.falseAlarms.count,
                                       "claims": tally.claims, "microsecondsPerReportWrittenAndChecked": microseconds.rounded()]
            for plant in FactCheckCorpus.Plant.allCases {
                line["\(plant.rawValue)Planted"] = tally.planted[plant] ?? 0
                line["\(plant.rawValue)Caught"] = tally.caught[plant] ?? 0
            }
            return line
        }
    }
}
