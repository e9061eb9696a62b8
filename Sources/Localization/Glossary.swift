/// One language's glossary: entries by key, plus the problems met while reading it.
package struct Glossary: Sendable, Equatable {
    package let language: Language
    package var entries: [String: GlossaryEntry]
    /// Keys in file order, so exports and findings are stable.
    package var keys: [String]
    /// Entries that could not be read (bad shape); they are absent from `entries`.
    package var problems: [GlossaryFinding]

    package init(language: Language, entries: [(key: String, entry: GlossaryEntry)], problems: [GlossaryFinding] = []) {
        self.language = language
        self.entries = Dictionary(entries.map { ($0.key, $0.entry) }, uniquingKeysWith: { first, _ in first })
        self.keys = entries.map(\.key)
        self.problems = problems
    }

    package subscript(key: String) -> GlossaryEntry? { entries[key] }

    /// The file a glossary's terms, labels and sentence frames are stored in: `<code>.json`.
    package static func fileName(for language: Language) -> String { "\(language.code).json" }

    /// The file its interpretation texts (`text.*`, written per chart factor) are stored in: `readings/<code>.json`.
    package static func readingsFileName(for language: Language) -> String { "readings/\(language.code).json" }

    /// Every file one language's glossary is read from, in the order they are merged.
    package static func fileNames(for language: Language) -> [String] { [fileName(for: language), readingsFileName(for: language)] }

    /// The file `key` belongs in: `text.*` keys in the readings file, every other key in the main one.
    package static func fileName(for language: Language, key: String) -> String {
        key.hasPrefix(readingsPrefix) ? readingsFileName(for: language) : fileName(for: language)
    }

    static let readingsPrefix = "text."

    /// One glossary from its files' parts; a key in the wrong file, or in both, is a problem (the first wins).
    package static func merged(_ parts: [(file: String, glossary: Glossary)], language: Language) -> Glossary {
        var entries: [(key: String, entry: GlossaryEntry)] = []
        var seen: Set<String> = []
        var problems: [GlossaryFinding] = []
        for (file, part) in parts {
            problems += part.problems
            for key in part.keys {
                guard let entry = part.entries[key] else { continue }
                let home = fileName(for: language, key: key)
                guard home == file else {
                    problems.append(GlossaryFinding(kind: .invalidEntry, file: file, key: key, line: entry.line, column: entry.column,
                                                    message: "belongs in \(home)"))
                    continue
                }
                guard seen.insert(key).inserted else { continue }
                entries.append((key, entry))
            }
        }
        return Glossary(language: language, entries: entries, problems: problems)
    }
}
