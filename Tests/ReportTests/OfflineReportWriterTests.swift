import Chart
import Foundation
import Localization
import Testing
@testable import Report

@Suite struct OfflineReportWriterTests {
    @Test(arguments: Language.allCases)
    func writesAValidReportInTheRequestedLanguage(language: Language) throws {
        let writer = OfflineReportWriter(localizer: try SampleChart.localizer())
        let (report, issues) = writer.write(chart: try SampleChart.chart(), request: SampleChart.request(language))
        #expect(issues.isEmpty, "\(language.code): \(issues)")
        #expect(report.violations().isEmpty, "\(language.code): \(report.violations())")
        #expect(LanguageDetector.matches(report.allText, language),
                "\(language.code): detected \(String(describing: LanguageDetector.detect(report.allText).language))")
        #expect(report.detailedAnalysis.split(separator: "\n").count >= 6, "\(language.code): too few paragraphs")
    }

    @Test(arguments: [Language.en, .uk, .ja])
    func unknownBirthTimeLeavesOutHousesAndSaysSo(language: Language) throws {
        let localizer = try SampleChart.localizer()
        let (report, _) = OfflineReportWriter(localizer: localizer)
            .write(chart: try SampleChart.chart(hasBirthTime: false), request: SampleChart.request(language, time: nil))
        // The Midheaven carries its gloss at its first mention, which may be in this note.
        let note = try localizer.lookup("reading.no_birth_time", language: language)
            .replacingOccurrences(of: try localizer.lookup("point.midheaven", language: language),
                                  with: try localizer.lookup("gloss.midheaven", language: language))
        let ascendant = try localizer.lookup("point.ascendant", language: language)
        #expect(report.detailedAnalysis.contains(note))
        #expect(!report.summary.contains(ascendant), "\(language.code): \(report.summary)")
        #expect(report.violations().isEmpty, "\(report.violations())")
        // The planet table has no house column then, rather than an empty one.
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let chart = try SampleChart.chart(hasBirthTime: false), request = SampleChart.request(language, time: nil)
        let markdown = renderer.markdown(renderer.envelope(for: BackendOutput(report: report), backend: "offline", chart: chart,
                                                           request: request)).text
        // Planet rows start with a glyph in text presentation (U+FE0E follows it).
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.unicodeScalars.contains("\u{FE0E}") }
        #expect(rows.count >= 10 && rows.allSatisfy { $0.filter { $0 == "|" }.count == 4 }, "\(rows)")
    }

    @Test(arguments: ReportArea.allCases)
    func everyAreaStaysWithinTheLimitsInEveryLanguage(area: ReportArea) throws {
        let writer = OfflineReportWriter(localizer: try SampleChart.localizer())
        for hasBirthTime in [true, false] {
            let chart = try SampleChart.chart(hasBirthTime: hasBirthTime)
            for language in Language.allCases {
                let (report, issues) = writer.write(chart: chart, request: SampleChart.request(language, area: area))
                let context = "\(area.rawValue) \(language.code) time \(hasBirthTime)"
                #expect(issues.isEmpty && report.violations().isEmpty, "\(context): \(issues) \(report.violations())")
                #expect(LanguageDetector.matches(report.allText, language), "\(context): wrong language")
                let lint = Samples.lint(report, request: SampleChart.request(language, area: area), glossary: writer.localizer.glossaries[language])
                #expect(lint.isEmpty, "\(context): \(lint)")
            }
        }
    }

    /// The title is the area's whole title string and the coordinates carry the language's CLDR hemispheres.
    @Test(arguments: Language.allCases)
    func titleAndCoordinatesAreTheLanguagesOwn(language: Language) throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let chart = try SampleChart.chart()
        for area in ReportArea.allCases {
            let request = SampleChart.request(language, area: area)
            let output = try OfflineReportWriter(localizer: localizer).generate(chart: chart, request: request)
            let markdown = renderer.markdown(renderer.envelope(for: output, backend: "offline", chart: chart, request: request)).text
            let title = try localizer.lookup("report.title.\(area.rawValue)", language: language)
            #expect(markdown.hasPrefix("# \(title)\n"), "\(language.code) \(area.rawValue): \(markdown.prefix(80))")
        }
        let markdown = renderer.markdown(renderer.envelope(
            for: try OfflineReportWriter(localizer: localizer).generate(chart: chart, request: SampleChart.request(language)),
            backend: "offline", chart: chart, request: SampleChart.request(language))).text
        let hemispheres = CoordinatePatterns.of(language)
        let latitude = hemispheres.latitude(LocaleFormatting.shared.decimal(50.4501, fractionDigits: 4, language: language) + "°", isSouth: false)
        let longitude = hemispheres.longitude(LocaleFormatting.shared.decimal(30.5234, fractionDigits: 4, language: language) + "°", isWest: false)
        #expect(markdown.contains(latitude) && markdown.contains(longitude), "\(language.code): \(latitude) \(longitude)")
    }

    @Test func isDeterministic() throws {
        let writer = OfflineReportWriter(localizer: try SampleChart.localizer())
        let chart = try SampleChart.chart()
        #expect(writer.write(chart: chart, request: SampleChart.request(.de)).report
            == writer.write(chart: chart, request: SampleChart.request(.de)).report)
    }

    @Test func glossariesPassTheReleaseCheck() {
        let findings = GlossaryLoader(directory: SampleChart.glossaries).check()
        #expect(findings.isEmpty, "\(findings.count) findings: \(findings.prefix(10))")
    }
}

/// `fallback_strings` belong to the report that met them, not to whatever the process met before.
@Suite struct FallbackStringsTests {
    @Test func aReportListsOnlyItsOwnEnglishFallbacks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fallbacks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("readings"), withIntermediateDirectories: true)
        for language in Language.allCases {
            for name in Glossary.fileNames(for: language) {
                var data = try Data(contentsOf: SampleChart.glossaries.appendingPathComponent(name))
                if name == Glossary.fileName(for: .de) {
                    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                    var entries = try #require(object["entries"] as? [String: Any])
                    entries["reading.closing.career"] = nil
                    object["entries"] = entries
                    data = try JSONSerialization.data(withJSONObject: object)
                }
                try data.write(to: directory.appendingPathComponent(name))
            }
        }
        let localizer = try GlossaryLoader(directory: directory).localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let writer = OfflineReportWriter(localizer: localizer)
        let chart = try SampleChart.chart()
        let german = try writer.generate(chart: chart, request: SampleChart.request(.de))
        let ukrainian = try writer.generate(chart: chart, request: SampleChart.request(.uk))
        #expect(renderer.envelope(for: german, backend: "offline", chart: chart, request: SampleChart.request(.de))
            .generation.fallbackStrings == ["reading.closing.career"])
        #expect(renderer.envelope(for: ukrainian, backend: "offline", chart: chart, request: SampleChart.request(.uk))
            .generation.fallbackStrings.isEmpty)
        let germanAgain = try writer.generate(chart: chart, request: SampleChart.request(.de))
        #expect(germanAgain.fallbackStrings == ["reading.closing.career"])
    }
}
