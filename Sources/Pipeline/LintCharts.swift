import Chart
import Ephemeris
import Foundation
import Localization
import Report
import TimeZones

/// The charts `glossary check` writes offline reports for, in every language and area, to run the language
/// lint over whole reports: both hemispheres, east and west, a birth without a time, a polar-leaning
/// latitude, six retrograde planets. Built in, so the release check needs no file.
package enum LintCharts {
    static let jobs: [String] = [
        #"{"id": "lint-south", "name": "A", "birth": {"date": "1984-11-07", "time": "06:15", "timeZone": "America/Argentina/Buenos_Aires", "latitude": -34.6037, "longitude": -58.3816}, "language": "en", "area": "finances"}"#,
        #"{"id": "lint-no-time", "name": "B", "birth": {"date": "1977-06-19", "timeZone": "Europe/Madrid", "latitude": 40.4168, "longitude": -3.7038}, "language": "en", "area": "relationships"}"#,
        #"{"id": "lint-retrograde", "name": "C", "birth": {"date": "2023-09-02", "time": "21:40", "timeZone": "Asia/Tokyo", "latitude": 35.6762, "longitude": 139.6503}, "language": "en", "area": "health"}"#,
        #"{"id": "lint-north", "name": "D", "birth": {"date": "1962-01-09", "time": "11:20", "timeZone": "Europe/Oslo", "latitude": 63.4305, "longitude": 10.3951}, "language": "en", "area": "general"}"#,
        #"{"id": "lint-west", "name": "E", "birth": {"date": "1968-04-30", "time": "23:55", "timeZone": "America/Chicago", "latitude": 41.8781, "longitude": -87.6298}, "language": "en", "area": "career"}"#,
    ]

    /// Lint findings of offline reports for every built-in chart × area × language, as release-check findings
    /// against the language's glossary file.
    package static func findings(localizer: Localizer, zones: TimeZoneDatabase, ephemeris: Ephemeris) throws -> [GlossaryFinding] {
        let writer = OfflineReportWriter(localizer: localizer)
        var findings: Set<GlossaryFinding> = []
        for job in jobs {
            let sample = try SampleJob.load(Data(job.utf8), fileName: "lint.json", zones: zones, ephemeris: ephemeris)
            for language in Language.allCases {
                for area in ReportArea.allCases {
                    var request = sample.request
                    request.language = language
                    request.area = area
                    let report = writer.write(chart: sample.chart, request: request).report
                    for finding in Samples.lint(report, request: request, glossary: localizer.glossaries[language]) {
                        findings.insert(GlossaryFinding(kind: .lint, file: Glossary.fileName(for: language),
                                                        message: "offline report (\(area.rawValue)): \(finding)"))
                    }
                }
            }
        }
        return findings.sorted { ($0.file, $0.message) < ($1.file, $1.message) }
    }
}
