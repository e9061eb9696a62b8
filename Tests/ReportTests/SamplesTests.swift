import Foundation
import Localization
import Testing
@testable import Report

@Suite struct SamplesTests {
    /// Set `ASTROSVITLA_SAMPLES_OUT` to keep the files (scripts/report/screenshot.sh does).
    @Test func allThirteenLanguagesComeOutWithoutProblems() throws {
        let environment = ProcessInfo.processInfo.environment["ASTROSVITLA_SAMPLES_OUT"]
        let out = environment.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("astrosvitla-samples-\(UUID().uuidString)")
        defer { if environment == nil { try? FileManager.default.removeItem(at: out) } }
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let summary = try Samples.generate(chart: try SampleChart.chart(), request: SampleChart.request(.en),
                                                 languages: Language.allCases, backend: OfflineReportWriter(localizer: localizer),
                                                 renderer: renderer, outDirectory: out)
        #expect(!summary.hasProblem, "\(summary.text)")
        #expect(summary.languages.count == 13)
        for name in ["index.html", "summary.json", "uk/report.html", "ja/report.md", "zh-Hant/report.json"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name) missing")
        }
    }

    @Test func findsPlaceholdersThatSurvivedRendering() {
        #expect(Samples.unresolvedPlaceholders(in: ["a {0} b {{ name }} c {1:in} {not one} {% if x %}"])
            == ["{% if x %}", "{0}", "{1:in}", "{{ name }}"])
    }
}
