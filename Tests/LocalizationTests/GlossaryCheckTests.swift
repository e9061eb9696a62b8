import Foundation
import Testing
@testable import Localization

/// The release check on the real glossaries, and on broken copies written to a temporary directory.
struct GlossaryCheckTests {
    @Test func realGlossariesPassTheReleaseCheck() {
        let findings = GlossaryLoader(directory: TestPaths.glossaries).check()
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    /// Copies the real glossaries into a fresh temporary directory, lets `edit` change one file's text,
    /// and returns the findings for the copy.
    private func findings(editing language: Language, readings: Bool = false, _ edit: (String) -> String) throws -> [GlossaryFinding] {
        func editedFile(_ language: Language) -> String {
            readings ? Glossary.readingsFileName(for: language) : Glossary.fileName(for: language)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("readings"), withIntermediateDirectories: true)
        for each in Language.allCases {
            for name in Glossary.fileNames(for: each) {
                var text = try String(contentsOf: TestPaths.glossaries.appendingPathComponent(name), encoding: .utf8)
                if each == language, name == editedFile(language) {
                    let edited = edit(text)
                    #expect(edited != text, "the edit of \(name) changed nothing")
                    text = edited
                }
                try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        return GlossaryLoader(directory: directory).check()
    }

    private func only(_ findings: [GlossaryFinding], _ kind: GlossaryFinding.Kind, key: String?, file: String) {
        #expect(findings.count == 1, "expected 1 finding, got \(findings.count): \(findings.map(\.description))")
        #expect(findings.first?.kind == kind && findings.first?.key == key && findings.first?.file == file,
                "\(findings.map(\.description))")
    }

    @Test func missingKeyIsFound() throws {
        let result = try findings(editing: .de) { $0.replacingOccurrences(of: "\"report.section.summary\": \"Zusammenfassung\",\n", with: "") }
        only(result, .missingKey, key: "report.section.summary", file: "de.json")
    }

    @Test func missingInterpretationTextIsFoundInItsOwnFile() throws {
        let result = try findings(editing: .tr, readings: true) { text in
            text.replacingOccurrences(of: #""text\.planet\.sun\.sign\.aries": "[^"]*",\n\s*"#, with: "", options: .regularExpression)
        }
        only(result, .missingKey, key: "text.planet.sun.sign.aries", file: "readings/tr.json")
    }

    @Test func anInterpretationTextInTheMainFileIsFound() throws {
        let result = try findings(editing: .it) { $0.replacingOccurrences(of: "\"entries\": {", with: "\"entries\": {\n    \"text.sign.aries.themes\": \"iniziativa\",") }
        #expect(result.contains { $0.key == "text.sign.aries.themes" && $0.file == "it.json" && $0.message.contains("readings/it.json") },
                "\(result.map(\.description))")
    }

    @Test func unknownKeyIsFound() throws {
        let result = try findings(editing: .fr) { $0.replacingOccurrences(of: "\"entries\": {", with: "\"entries\": {\n    \"sign.ophiuchus\": \"Serpentaire\",") }
        only(result, .unknownKey, key: "sign.ophiuchus", file: "fr.json")
        #expect(result.first?.line == 4)
    }

    @Test func differentPlaceholdersAreFound() throws {
        let result = try findings(editing: .uk) { $0.replacingOccurrences(of: "\"Примітка: {0}\"", with: "\"Примітка: {1}\"") }
        only(result, .placeholderMismatch, key: "report.note", file: "uk.json")
    }

    @Test func wrongPluralCategoriesAreFound() throws {
        let result = try findings(editing: .ru) { $0.replacingOccurrences(of: "\"few\": \"{0} планеты\",", with: "") }
        only(result, .pluralCategories, key: "count.planets", file: "ru.json")
    }

    @Test func extraPluralCategoryIsFound() throws {
        let result = try findings(editing: .ja) { $0.replacingOccurrences(of: "\"other\": \"{0}天体\"", with: "\"one\": \"{0}天体\", \"other\": \"{0}天体\"") }
        only(result, .pluralCategories, key: "count.planets", file: "ja.json")
    }

    @Test func missingGrammaticalFormIsFound() throws {
        let result = try findings(editing: .de) { $0.replacingOccurrences(of: "\"nominative\": \"Waage\",\n        \"in\": \"in der Waage\"", with: "\"nominative\": \"Waage\"") }
        only(result, .missingForm, key: "sign.libra", file: "de.json")
    }

    @Test func templateAskingForAnUndeclaredFormIsFound() throws {
        let result = try findings(editing: .ja) { $0.replacingOccurrences(of: "\"pattern.planet_in_sign\": \"{1}の{0}\"", with: "\"pattern.planet_in_sign\": \"{1:in}の{0}\"") }
        only(result, .unusableForm, key: "pattern.planet_in_sign", file: "ja.json")
    }

    @Test func emptyValueIsFound() throws {
        let result = try findings(editing: .es) { $0.replacingOccurrences(of: "\"Resumen\"", with: "\" \"") }
        only(result, .emptyValue, key: "report.section.summary", file: "es.json")
    }

    @Test func valueIdenticalToEnglishIsFoundUnlessAllowed() throws {
        let italian = try #require(TestPaths.loaded[.it]?["report.section.summary"]?.text)
        let result = try findings(editing: .it) { $0.replacingOccurrences(of: "\"\(italian)\"", with: "\"Summary\"") }
        only(result, .sameAsEnglish, key: "report.section.summary", file: "it.json")
    }

    @Test func oneWordForTwoConceptsIsFound() throws {
        let result = try findings(editing: .tr) { $0.replacingOccurrences(of: "\"Köşe Noktaları\"", with: "\"Açılar\"") }
        only(result, .sharedTerm, key: "chart.section.angles", file: "tr.json")
    }

    @Test func englishEntryWithoutCommentIsFound() throws {
        let result = try findings(editing: .en) {
            $0.replacingOccurrences(of: "\"comment\": \"Disclaimer shown under every report; reuse the app's translation.\",\n", with: "")
        }
        only(result, .missingComment, key: "report.disclaimer", file: "en.json")
    }

    @Test func jsonSyntaxErrorIsReportedWithLineAndColumn() throws {
        let result = try findings(editing: .tr) { $0.replacingOccurrences(of: "\"Özet\",", with: "\"Özet\"") }
        #expect(result.count == 1 && result.first?.kind == .invalidJSON && result.first?.file == "tr.json", "\(result)")
        let text = try String(contentsOf: TestPaths.glossaries.appendingPathComponent("tr.json"), encoding: .utf8)
        let lineOfNextKey = text.components(separatedBy: "\n").firstIndex { $0.contains("\"Özet\"") }.map { $0 + 2 }
        #expect(result.first?.line == lineOfNextKey && result.first?.column == 5, "\(result.first?.description ?? "")")
    }

    @Test func duplicateKeyIsAJSONError() throws {
        let result = try findings(editing: .ko) { $0.replacingOccurrences(of: "\"entries\": {", with: "\"entries\": {\n    \"area.career\": \"커리어\",") }
        #expect(result.count == 1 && result.first?.kind == .invalidJSON && result.first?.message.contains("duplicate") == true, "\(result)")
    }

    @Test func missingFileIsFound() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-empty-\(UUID().uuidString)")
        let result = GlossaryLoader(directory: directory).check()
        // Each language's two files: its terms and frames, and its interpretation texts.
        #expect(result.count == Language.allCases.count * 2 && result.allSatisfy { $0.kind == .missingFile })
    }

    @Test func findingsEncodeAsJSONForTools() throws {
        let finding = GlossaryFinding(kind: .missingKey, file: "de.json", key: "area.career", message: "missing")
        let data = try JSONEncoder().encode([finding])
        #expect(try JSONDecoder().decode([GlossaryFinding].self, from: data) == [finding])
        #expect(finding.description == "de.json: missingKey area.career: missing")
    }
}
