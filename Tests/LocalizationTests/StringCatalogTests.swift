import Foundation
import Testing
@testable import Localization

struct StringCatalogTests {
    @Test func exportThenImportGivesBackTheSameGlossaries() throws {
        let glossaries = TestPaths.loaded
        let data = try StringCatalog.export(glossaries)
        let imported = try StringCatalog.importCatalog(data, into: glossaries).glossaries
        for language in Language.allCases {
            #expect(imported[language] == glossaries[language], "\(language.code) changed in the round trip")
        }
    }

    @Test func importIntoNothingRebuildsEveryValue() throws {
        let glossaries = TestPaths.loaded
        let imported = try StringCatalog.glossaries(fromCatalog: try StringCatalog.export(glossaries))
        for language in Language.allCases {
            let original = try #require(glossaries[language])
            let rebuilt = try #require(imported[language])
            let differing = original.keys.filter { original[$0]?.content != rebuilt[$0]?.content }
            #expect(differing.isEmpty, "\(language.code): \(differing.prefix(5))")
        }
        #expect(imported[.en]?["report.disclaimer"]?.comment == glossaries[.en]?["report.disclaimer"]?.comment)
    }

    @Test func pluralEntriesBecomePluralVariationsWithPositionalSpecifiers() throws {
        let data = try StringCatalog.export(TestPaths.loaded)
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: Any])
        let planets = try #require(strings["count.planets"] as? [String: Any])
        let uk = try #require((planets["localizations"] as? [String: Any])?["uk"] as? [String: Any])
        let plural = try #require((uk["variations"] as? [String: Any])?["plural"] as? [String: Any])
        #expect(Set(plural.keys) == ["one", "few", "many", "other"])
        let few = (plural["few"] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(few?["value"] as? String == "%1$lld планети")
        #expect(strings["sign.libra@in"] != nil && catalog["sourceLanguage"] as? String == "en")
    }

    @Test func placeholdersConvertBothWays() {
        #expect(StringCatalog.toCatalog("{0} in {1:in} 100%", countIsNumber: false) == "%1$@ in {1:in} 100%%")
        #expect(StringCatalog.fromCatalog("%1$@ in {1:in} 100%%") == "{0} in {1:in} 100%")
        #expect(StringCatalog.fromCatalog("%2$lld of %1$@") == "{1} of {0}")
    }

    @Test func brokenCatalogThrows() {
        #expect(throws: LocalizationError.self) { try StringCatalog.importCatalog(Data("{\"strings\": [}".utf8), into: [:]) }
        #expect(throws: LocalizationError.self) { try StringCatalog.importCatalog(Data("{}".utf8), into: [:]) }
    }
}

struct GlossaryEncodingTests {
    @Test(arguments: Language.allCases.flatMap(Glossary.fileNames(for:)))
    func encodingReproducesTheCommittedFileByteForByte(name: String) throws {
        let language = try #require(Language.allCases.first { Glossary.fileNames(for: $0).contains(name) })
        let text = try String(contentsOf: TestPaths.glossaries.appendingPathComponent(name), encoding: .utf8)
        let glossary = try Glossary.decode(text, language: language, file: name)
        let encoded = glossary.encoded()
        let firstDifference = zip(encoded.split(separator: "\n"), text.split(separator: "\n")).enumerated().first { $1.0 != $1.1 }
        #expect(encoded == text, "\(name) differs first at line \(firstDifference.map { $0.offset + 1 } ?? -1): \(String(describing: firstDifference?.element))")
    }

    @Test func savedImportLoadsBackUnchanged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = try StringCatalog.importCatalog(try StringCatalog.export(TestPaths.loaded), into: TestPaths.loaded).glossaries
        let loader = GlossaryLoader(directory: directory)
        try loader.save(imported)
        #expect(loader.check().isEmpty)
        for language in Language.allCases {
            #expect(try loader.load(language).keys == TestPaths.loaded[language]?.keys)
        }
    }
}

/// The app's String Catalog holds its interface strings beside the report's: an import takes only the keys the
/// pipeline owns, and `glossary check --catalog` can still lint the whole file.
struct AppCatalogImportTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/app-catalog-mixed.xcstrings")

    @Test func importTakesOnlyOurKeysAndCountsTheOthers() throws {
        let result = try StringCatalog.importCatalog(try Data(contentsOf: Self.catalog), into: TestPaths.loaded)
        #expect(result.ignoredKeys == ["onboarding.welcome.title", "settings.language.row"])
        for language in Language.allCases {
            #expect(result.glossaries[language]?.keys == TestPaths.loaded[language]?.keys, "\(language.code) gained or lost keys")
        }
        // Both sides translate the German heading: a conflict, ours kept unless the operator takes theirs.
        #expect(result.glossaries[.de]?["report.section.summary"]?.text == "Zusammenfassung")
        #expect(result.conflicts.map(\.key) == ["report.section.summary"] && result.conflicts.first?.theirs == "Überblick")
        let theirs = try StringCatalog.importCatalog(try Data(contentsOf: Self.catalog), into: TestPaths.loaded, preferTheirs: true)
        #expect(theirs.glossaries[.de]?["report.section.summary"]?.text == "Überblick" && theirs.taken == 1)
        #expect(result.glossaries[.uk]?["sign.libra"]?.form("in") == "у Терезах")
    }

    /// The app's real catalog carries untranslated English copies of our keys (marked new, or even translated):
    /// imported as it was, it replaced 142 translations with English ("財務" → "Finances").
    @Test func anUntranslatedCopyNeverReplacesATranslation() throws {
        var catalog = try #require(try JSONSerialization.jsonObject(with: StringCatalog.export(TestPaths.loaded)) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: Any])
        func set(_ key: String, _ language: String, state: String, value: String) throws {
            var string = try #require(strings[key] as? [String: Any])
            var localizations = try #require(string["localizations"] as? [String: Any])
            localizations[language] = ["stringUnit": ["state": state, "value": value]]
            string["localizations"] = localizations
            strings[key] = string
        }
        try set("area.finances", "zh-Hant", state: "translated", value: "Finances")  // the English text, marked translated
        try set("area.career", "zh-Hant", state: "new", value: "職涯")  // not translated yet
        try set("area.health", "ja", state: "needs_review", value: "Wellness")
        catalog["strings"] = strings
        let data = try JSONSerialization.data(withJSONObject: catalog)
        for preferTheirs in [false, true] {
            let result = try StringCatalog.importCatalog(data, into: TestPaths.loaded, preferTheirs: preferTheirs)
            #expect(result.glossaries[.zhHant]?["area.finances"]?.text == "財務")
            #expect(result.glossaries[.zhHant]?["area.career"]?.text == "事業")
            #expect(result.glossaries[.ja]?["area.health"] == TestPaths.loaded[.ja]?["area.health"])
            #expect(Set(result.untranslated) == ["area.finances [zh-Hant]", "area.career [zh-Hant]", "area.health [ja]"])
            #expect(result.taken == 0 && result.conflicts.isEmpty)
        }
    }

    @Test func theWholeCatalogCanStillBeLintedAsAReportOfItsOwn() throws {
        let glossaries = try StringCatalog.glossaries(fromCatalog: try Data(contentsOf: Self.catalog))
        let findings = GlossaryCheck.findings(glossaries: glossaries)
        #expect(findings.contains { $0.kind == .sameAsEnglish && $0.key == "onboarding.welcome.title" && $0.file == "zh-Hans.json" })
        #expect(findings.contains { $0.key == "settings.language.row" && $0.file == "uk.json" })
    }
}
