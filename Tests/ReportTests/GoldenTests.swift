import Foundation
import Localization
import Testing
@testable import Report

/// The app's sample chart (career) in every language, offline backend, compared byte for byte with
/// `Golden/<code>.md` and `Golden/<code>.json`. Regenerate after an intended change with
/// `ASTROSVITLA_UPDATE_GOLDEN=1 swift test --filter ReportTests.GoldenTests` and review the diff.
@Suite struct GoldenTests {
    static let update = ProcessInfo.processInfo.environment["ASTROSVITLA_UPDATE_GOLDEN"] == "1"

    @Test(arguments: Language.allCases)
    func sampleReportMatchesGoldenFiles(language: Language) throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let chart = try SampleChart.chart()
        let request = SampleChart.request(language)
        let (report, issues) = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request)
        #expect(issues.isEmpty, "\(language.code): \(issues)")
        let envelope = renderer.envelope(for: BackendOutput(report: report), backend: OfflineReportWriter.backend,
                                         chart: chart, request: request)
        let markdown = renderer.markdown(envelope)
        #expect(markdown.issues.isEmpty, "\(language.code): \(markdown.issues)")
        try compare(markdown.text, "\(language.code).md")
        try compare(try ReportRenderer.json(envelope), "\(language.code).json")
    }

    private func compare(_ actual: String, _ name: String) throws {
        let url = SampleChart.golden.appendingPathComponent(name)
        if Self.update {
            try FileManager.default.createDirectory(at: SampleChart.golden, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard expected != actual else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        Issue.record("""
            \(name) differs from the golden file (\(actual.utf8.count) vs \(expected.utf8.count) bytes); first difference \
            at line \((first?.offset ?? min(actualLines.count, expectedLines.count)) + 1):
            expected: \(first.map { String($0.element.1) } ?? "<end>")
            actual:   \(first.map { String($0.element.0) } ?? "<end>")
            """)
    }
}
