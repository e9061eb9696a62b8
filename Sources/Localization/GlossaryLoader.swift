import Foundation
import Support

/// The only file I/O of the Localization module: finds the glossary directory and reads `<code>.json` files.
package struct GlossaryLoader: Sendable {
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// `$ASTROSVITLA_GLOSSARIES`, else `./Glossaries`, else the repository's (see `RepositoryFolder`).
    package static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment,
                                        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                        executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")) -> URL? {
        RepositoryFolder.locate("Glossaries", variable: "ASTROSVITLA_GLOSSARIES", environment: environment,
                                currentDirectory: currentDirectory, executable: executable)
    }

    /// Loads every language; throws if English or any file cannot be read or parsed. Malformed single
    /// entries are kept as `problems` and fall back to English at lookup time.
    package func loadAll() throws(LocalizationError) -> [Language: Glossary] {
        var glossaries: [Language: Glossary] = [:]
        for language in Language.allCases {
            glossaries[language] = try load(language)
        }
        return glossaries
    }

    package func load(_ language: Language) throws(LocalizationError) -> Glossary {
        let name = Glossary.fileName(for: language)
        switch read(name) {
        case .success(let text): return try Glossary.decode(text, language: language, file: name)
        case .failure(let finding) where finding.kind == .missingFile:
            throw .missingGlossary(directory.appendingPathComponent(name).path)
        case .failure(let finding):
            throw .invalidJSON(file: name, line: finding.line ?? 1, column: finding.column ?? 1, detail: finding.message)
        }
    }

    /// A `Localizer` over every glossary in the directory.
    package func localizer() throws(LocalizationError) -> Localizer {
        try Localizer(glossaries: loadAll())
    }

    /// `astrosvitla glossary check`: every finding for the directory; empty means the release may go.
    package func check() -> [GlossaryFinding] {
        var glossaries: [Language: Glossary] = [:]
        var unreadable: [GlossaryFinding] = []
        for language in Language.allCases {
            let name = Glossary.fileName(for: language)
            let text: String
            switch read(name) {
            case .success(let contents): text = contents
            case .failure(let finding):
                unreadable.append(finding)
                continue
            }
            switch Glossary.read(text, language: language, file: name) {
            case .success(let glossary): glossaries[language] = glossary
            case .failure(let finding): unreadable.append(finding)
            }
        }
        return GlossaryCheck.findings(glossaries: glossaries, unreadable: unreadable)
    }

    /// Writes `glossaries` as `<code>.json` files (after `glossary import`), each atomically.
    package func save(_ glossaries: [Language: Glossary]) throws(LocalizationError) {
        for language in Language.allCases {
            guard let glossary = glossaries[language] else { continue }
            let url = directory.appendingPathComponent(Glossary.fileName(for: language))
            do {
                try Data(glossary.encoded().utf8).write(to: url, options: .atomic)
            } catch {
                throw LocalizationError(code: .glossaryWriteFailed, message: "cannot write \(url.path): \(error.localizedDescription)")
            }
        }
    }

    private func read(_ name: String) -> Result<String, GlossaryFinding> {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
            return .failure(GlossaryFinding(kind: .missingFile, file: name, message: "cannot read \(name)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(GlossaryFinding(kind: .invalidJSON, file: name, line: 1, column: 1, message: "the file is not UTF-8 text"))
        }
        return .success(text)
    }
}
