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

    /// The file name a glossary is stored under: `<code>.json`.
    package static func fileName(for language: Language) -> String { "\(language.code).json" }
}
