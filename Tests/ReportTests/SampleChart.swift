import Chart
import Ephemeris
import Foundation
import Localization
@testable import Report
import TimeZones

/// The app's own sample: 1990-03-25 14:30 Europe/Kyiv (UTC+4 that day per tzdata, so 10:30 UT), 50.4501 N,
/// 30.5234 E, area career — computed with the bundled ephemeris, Placidus.
enum SampleChart {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossaries = repositoryRoot.appendingPathComponent("Glossaries", isDirectory: true)
    static let templates = repositoryRoot.appendingPathComponent("Templates", isDirectory: true)
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden", isDirectory: true)

    static let input = ChartInput(time: UniversalTime(unixSeconds: 638_361_000), latitude: 50.4501, longitude: 30.5234)

    /// Without a birth time the chart is the pipeline's: cast for local noon, with the planets over the whole day.
    static func chart(hasBirthTime: Bool = true) throws -> Chart {
        try chart(BirthData(date: "1990-03-25", time: hasBirthTime ? "14:30" : nil, timeZone: "Europe/Kyiv",
                            latitude: 50.4501, longitude: 30.5234))
    }

    /// Any birth, computed as the pipeline computes it (the zone's full history, the birth day without a time).
    static func chart(_ birth: BirthData, houseSystem: HouseSystem = .placidus) throws -> Chart {
        let zones = TimeZoneDatabase()
        let resolved = try birth.resolve { name throws(TimeZoneError) in try zones.rules(for: name) }
        return try ChartCalculator(provider: try Ephemeris.bundled()).chart(for: resolved, houseSystems: [houseSystem])
    }

    /// The day reports are written on in tests, so that ages (and golden files) do not change with the calendar.
    static let reportDate = "2026-01-15"

    static func request(_ language: Language, area: ReportArea = .career, time: String? = "14:30") -> ReportRequest {
        ReportRequest(name: "Olena", area: area, language: language,
                      birth: BirthLabels(date: "1990-03-25", time: time, place: "Kyiv", timeZone: "Europe/Kyiv",
                                         latitude: 50.4501, longitude: 30.5234), reportDate: reportDate)
    }

    static func localizer() throws -> Localizer {
        try GlossaryLoader(directory: glossaries).localizer()
    }
}
