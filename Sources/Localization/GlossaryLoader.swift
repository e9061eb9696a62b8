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
        var parts: [(file: String, glossary: Glossary)] = []
        for name in Glossary.fileNames(for: language) {
            switch read(name) {
            case .success(let text): parts.append((name, try Glossary.decode(text, language: language, file: name)))
            case .failure(let finding) where finding.kind == .missingFile:
                throw .missingGlossary(directory.appendingPathComponent(name).path)
            case .failure(let finding):
                throw .invalidJSON(file: name, line: finding.line ?? 1, column: finding.column ?? 1, detail: finding.message)
            }
        }
        return Glossary.merged(parts, language: language)
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
            var parts: [(file: String, glossary: Glossary)] = []
            for name in Glossary.fileNames(for: language) {
                switch read(name).flatMap({ Glossary.read($0, language: language, file: name) }) {
                case .success(let glossary): parts.append((name, glossary))
                case .failure(let finding): unreadable.append(finding)
                }
            }
            // A file that cannot be read is its one finding, not hundreds of keys "missing" from the other part.
            if parts.count == Glossary.fileNames(for: language).count { glossaries[language] = Glossary.merged(parts, language: language) }
        }
        return GlossaryCheck.findings(glossaries: glossaries, unreadable: unreadable)
    }

    /// Writes `glossaries` back to their files (after `glossary import`), each key to the file it belongs in, each
    /// file atomically.
    package func save(_ glossaries: [Language: Glossary]) throws(LocalizationError) {
        for language in Language.allCases {
            guard let glossary = glossaries[language] else { continue }
            for name in Glossary.fileNames(for: language) {
                let url = directory.appendingPathComponent(name)
                let part = Glossary(language: language, entries: glossary.keys.compactMap { key in
                    glossary.entries[key].flatMap { Glossary.fileName(for: language, key: key) == name ? (key, $0) : nil }
                })
                do {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(part.encoded().utf8).write(to: url, options: .atomic)
                } catch {
                    throw LocalizationError(code: .glossaryWriteFailed, message: "cannot write \(url.path): \(error.localizedDescription)")
                }
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
