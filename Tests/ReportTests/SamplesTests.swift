import Chart
import Foundation
import Localization
import Testing
@testable import Report

@Suite struct SamplesTests {
    @Test func allThirteenLanguagesComeOutWithoutProblems() throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let (files, summary) = try Samples.generate(chart: try SampleChart.chart(), request: SampleChart.request(.en),
                                                    languages: Language.allCases, backend: OfflineReportWriter(localizer: localizer),
                                                    renderer: renderer)
        #expect(!summary.hasProblem, "\(summary.text)")
        #expect(summary.languages.count == 13)
        #expect(files.count == 13 * 3 + 2)
        for name in ["index.html", "summary.json", "uk/report.html", "ja/report.md", "zh-Hant/report.json"] {
            #expect(files.contains { $0.path == name && !$0.text.isEmpty }, "\(name) missing")
        }
    }

    /// A backend that always fails, as a small local model that cannot answer in the schema does.
    struct FailingBackend: ReportBackend {
        struct Failure: Error, CustomStringConvertible { var description: String { "llm_invalid_answer: the corrective call failed too" } }
        var name: String { "llm" }
        func generate(chart: Chart, request: ReportRequest) throws -> BackendOutput { throw Failure() }
    }

    @Test func aFailingBackendIsReportedAsSuchNotAsAWrongLanguage() throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let summary = try Samples.generate(chart: try SampleChart.chart(), request: SampleChart.request(.en), languages: [.uk, .ja],
                                           backend: FailingBackend(), renderer: renderer).summary
        #expect(summary.hasProblem && summary.writtenCount == 0)
        #expect(summary.languages.allSatisfy { $0.backendError == "llm_invalid_answer: the corrective call failed too" })
        #expect(summary.text.contains("uk\tBACKEND FAILED\tllm_invalid_answer: the corrective call failed too"))
        #expect(!summary.text.contains("WRONG"))
        #expect(summary.text.hasSuffix("written 0 of 2"))
    }

    @Test func lintFindingsMakeASampleAProblem() throws {
        let localizer = try SampleChart.localizer()
        var report = OfflineReportWriter(localizer: localizer).write(chart: try SampleChart.chart(), request: SampleChart.request(.de)).report
        #expect(Samples.lint(report, request: SampleChart.request(.de), glossary: localizer.glossaries[.de]).isEmpty)
        report.summary += " Wenn du magst, plane deine Woche."
        let findings = Samples.lint(report, request: SampleChart.request(.de), glossary: localizer.glossaries[.de])
        #expect(findings.contains { $0.rule == "register" })
    }

    @Test func findsPlaceholdersThatSurvivedRendering() {
        #expect(Samples.unresolvedPlaceholders(in: ["a {0} b {{ name }} c {1:in} {not one} {% if x %}"])
            == ["{% if x %}", "{0}", "{1:in}", "{{ name }}"])
    }
}
