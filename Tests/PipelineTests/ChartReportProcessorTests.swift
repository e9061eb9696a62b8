import Foundation
import Testing
@testable import Pipeline
import Store
import TestSupport

/// The whole offline path on real parts: zoneinfo, the bundled ephemeris, the repository's glossaries.
@Suite struct ChartReportProcessorTests {
    let root = BuiltProducts.packageRoot(from: #filePath)
    var environment: [String: String] { ["ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path] }

    func process(_ file: String) throws -> NewReport {
        let processor = try ProcessorFactory.processor(backend: .offline, environment: environment)
        let data = try Data(contentsOf: root.appendingPathComponent("jobs/examples/\(file)"))
        return try NewReport(processor.process(try JobRequest.parse(data, fileName: file)))
    }

    @Test func theAppSampleGetsTheRealSkyAndAUkrainianReport() throws {
        let report = try process("olena-uk.json")
        #expect(report.languageCode == "uk" && report.requestedLanguage == "uk-UA" && !report.languageFallback)
        #expect(report.backend == "offline")
        let chart = try #require((try JSONSerialization.jsonObject(with: Data(report.envelopeJSON.utf8)) as? [String: Any])?["chart"] as? [String: Any])
        let bodies = try #require(chart["bodies"] as? [String: [String: Any]])
        // Swiss Ephemeris values from astrosvitla.md appendix A (1990-03-25 10:30 UT, Kyiv).
        let expected = ["sun": 4.51, "moon": 345.56, "venus": 318.15, "pluto": 227.46, "trueNode": 315.51, "lilith": 225.76]
        for (body, longitude) in expected {
            let value = try #require(bodies[body]?["longitude"] as? Double)
            #expect(abs(value - longitude) < 0.01, "\(body): \(value)")
        }
        #expect(bodies["sun"]?["house"] as? Int == 9)
        #expect(bodies["pluto"]?["retrograde"] as? Bool == true)
        #expect(report.reportMarkdown.contains("Сонце"))
    }

    @Test func anUnsupportedLanguageFallsBackToEnglishAndSaysSo() throws {
        let report = try process("nils-nb-fallback.json")
        #expect(report.languageCode == "en" && report.requestedLanguage == "nb-NO" && report.languageFallback)
    }

    @Test func anUnknownBirthTimeGivesNoHousesOrAngles() throws {
        let report = try process("lucia-es-no-time.json")
        let chart = try #require((try JSONSerialization.jsonObject(with: Data(report.envelopeJSON.utf8)) as? [String: Any])?["chart"] as? [String: Any])
        #expect(chart["hasBirthTime"] as? Bool == false)
        #expect(chart["angles"] == nil && chart["houses"] == nil)
        #expect(report.languageCode == "es")
    }

    @Test(arguments: ["zh-TW": "zh-Hant", "zh-CN": "zh-Hans", "pt": "pt-BR", "es-419": "es", "uk_UA": "uk", "ZH-hant-HK": "zh-Hant"])
    func languageTagsResolveToTheThirteen(_ tag: String, _ code: String) throws {
        let processor = try ProcessorFactory.processor(backend: .offline, environment: environment)
        var data = try Data(contentsOf: root.appendingPathComponent("jobs/examples/olena-uk.json"))
        data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"uk-UA\"", with: "\"\(tag)\"").utf8)
        let report = try NewReport(processor.process(try JobRequest.parse(data, fileName: "x.json")))
        #expect(report.languageCode == code)
        #expect(report.requestedLanguage == tag)
    }
}
