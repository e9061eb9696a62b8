import Foundation
import Testing
@testable import Localization

struct GlossaryLoaderTests {
    @Test func environmentVariableWins() {
        let url = GlossaryLoader.defaultDirectory(environment: ["ASTROSVITLA_GLOSSARIES": "/tmp/somewhere"],
                                                  currentDirectory: TestPaths.repository)
        #expect(url?.path == "/tmp/somewhere")
    }

    @Test func currentDirectoryGlossariesAreFound() {
        let url = GlossaryLoader.defaultDirectory(environment: [:], currentDirectory: TestPaths.repository)
        #expect(url?.standardizedFileURL.path == TestPaths.glossaries.standardizedFileURL.path)
    }

    @Test func executableLocationIsWalkedUpToThePackage() {
        let executable = TestPaths.repository.appendingPathComponent(".build/debug/astrosvitla")
        let url = GlossaryLoader.defaultDirectory(environment: [:], currentDirectory: URL(fileURLWithPath: "/"), executable: executable)
        #expect(url?.standardizedFileURL.path == TestPaths.glossaries.standardizedFileURL.path)
    }

    @Test func missingEnglishGlossaryThrowsWithAStableCode() {
        let loader = GlossaryLoader(directory: URL(fileURLWithPath: "/nonexistent-glossaries"))
        #expect(throws: LocalizationError.self) { try loader.localizer() }
        do { _ = try loader.load(.en) } catch { #expect(error.code == .glossaryMissingFile) }
    }

    @Test func syntaxErrorThrowsWithFileLineAndColumn() {
        do {
            _ = try Glossary.decode("{\n  \"entries\": {\n    \"a.b\": tru\n  }\n}", language: .en, file: "en.json")
            Issue.record("no error")
        } catch {
            #expect(error.code == .glossaryInvalidJson && error.message.hasPrefix("en.json:3:12:"), "\(error)")
        }
    }

    @Test func malformedEntryIsSkippedAndRecorded() throws {
        let glossary = try Glossary.decode("{\"entries\": {\"a.b\": 3, \"a.c\": \"ok\"}}", language: .en, file: "en.json")
        #expect(glossary.keys == ["a.c"] && glossary.problems.first?.key == "a.b" && glossary.problems.first?.kind == .invalidEntry)
    }
}
