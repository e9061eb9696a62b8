import Chart
import Ephemeris
import Foundation
import Localization
@testable import Report

/// The app's own sample: 1990-03-25 14:30 Europe/Kyiv (UTC+4 that day per tzdata, so 10:30 UT), 50.4501 N,
/// 30.5234 E, area career — computed with the bundled ephemeris, Placidus.
enum SampleChart {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossaries = repositoryRoot.appendingPathComponent("Glossaries", isDirectory: true)
    static let templates = repositoryRoot.appendingPathComponent("Templates", isDirectory: true)
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden", isDirectory: true)

    static let input = ChartInput(time: UniversalTime(unixSeconds: 638_361_000), latitude: 50.4501, longitude: 30.5234)

    static func chart(hasBirthTime: Bool = true) throws -> Chart {
        var input = input
        input.hasBirthTime = hasBirthTime
        return try ChartCalculator(provider: try Ephemeris.bundled()).chart(for: input)
    }

    static func request(_ language: Language, area: ReportArea = .career, time: String? = "14:30") -> ReportRequest {
        ReportRequest(name: "Olena", area: area, language: language,
                      birth: BirthLabels(date: "1990-03-25", time: time, place: "Kyiv", timeZone: "Europe/Kyiv",
                                         latitude: 50.4501, longitude: 30.5234))
    }

    static func localizer() throws -> Localizer {
        try GlossaryLoader(directory: glossaries).localizer()
    }
}
