/// One language's glossary: entries by key, plus the problems met while reading it.
public struct Glossary: Sendable, Equatable {
    public let language: Language
    public var entries: [String: GlossaryEntry]
    /// Keys in file order, so exports and findings are stable.
    public var keys: [String]
    /// Entries that could not be read (bad shape); they are absent from `entries`.
    public var problems: [GlossaryFinding]

    public init(language: Language, entries: [(key: String, entry: GlossaryEntry)], problems: [GlossaryFinding] = []) {
        self.language = language
        self.entries = Dictionary(entries.map { ($0.key, $0.entry) }, uniquingKeysWith: { first, _ in first })
        self.keys = entries.map(\.key)
        self.problems = problems
    }

    public subscript(key: String) -> GlossaryEntry? { entries[key] }

    /// The file name a glossary is stored under: `<code>.json`.
    public static func fileName(for language: Language) -> String { "\(language.code).json" }
}
