/// Reading the documented glossary JSON format (Glossaries/README.md) from text.
extension Glossary {
    /// Parses one glossary file. A JSON syntax error or a wrong top level throws; a malformed entry is
    /// recorded in `problems` and skipped, so one bad entry falls back to English instead of losing the file.
    package static func decode(_ text: String, language: Language, file: String) throws(LocalizationError) -> Glossary {
        switch read(text, language: language, file: file) {
        case .success(let glossary): return glossary
        case .failure(let finding) where finding.kind == .invalidJSON:
            throw .invalidJSON(file: file, line: finding.line ?? 0, column: finding.column ?? 0, detail: finding.message)
        case .failure(let finding):
            throw .invalidGlossary(file: file, detail: finding.message)
        }
    }

    /// Like `decode`, but a file-level problem comes back as the finding the release check reports.
    static func read(_ text: String, language: Language, file: String) -> Result<Glossary, GlossaryFinding> {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            return .failure(GlossaryFinding(kind: .invalidJSON, file: file, line: error.line, column: error.column,
                                            message: error.reason))
        }
        func invalid(_ message: String) -> Result<Glossary, GlossaryFinding> {
            .failure(GlossaryFinding(kind: .invalidEntry, file: file, line: root.line, column: root.column, message: message))
        }
        guard root.members != nil else { return invalid("the top level must be an object") }
        if let declared = root.member("language")?.string, declared != language.code {
            return invalid("declares language \"\(declared)\" but is named for \(language.code)")
        }
        guard let entryNodes = root.member("entries")?.members else { return invalid("missing the \"entries\" object") }
        var entries: [(key: String, entry: GlossaryEntry)] = []
        var problems: [GlossaryFinding] = []
        for (key, node) in entryNodes {
            switch decodeEntry(node) {
            case .success(let entry): entries.append((key, entry))
            case .failure(let reason):
                problems.append(GlossaryFinding(kind: .invalidEntry, file: file, key: key,
                                                line: node.line, column: node.column, message: reason.message))
            }
        }
        return .success(Glossary(language: language, entries: entries, problems: problems))
    }

    private struct EntryShapeError: Error { let message: String }

    private static let knownFields: Set<String> = ["value", "forms", "plural", "comment", "allowSameAsEnglish", "args"]

    private static func decodeEntry(_ node: JSONNode) -> Result<GlossaryEntry, EntryShapeError> {
        if let text = node.string {
            return .success(GlossaryEntry(content: .text(text), line: node.line, column: node.column))
        }
        guard let members = node.members else { return .failure(.init(message: "an entry must be a string or an object")) }
        if let unknown = members.first(where: { !knownFields.contains($0.key) }) {
            return .failure(.init(message: "unknown field \"\(unknown.key)\""))
        }
        let contentFields = members.filter { ["value", "forms", "plural"].contains($0.key) }
        guard contentFields.count == 1, let field = contentFields.first else {
            return .failure(.init(message: "an entry needs exactly one of \"value\", \"forms\", \"plural\""))
        }
        let content: GlossaryEntry.Content
        switch field.key {
        case "value":
            guard let text = field.node.string else { return .failure(.init(message: "\"value\" must be a string")) }
            content = .text(text)
        case "forms":
            guard let pairs = field.node.members, !pairs.isEmpty,
                  pairs.allSatisfy({ $0.node.string != nil })
            else { return .failure(.init(message: "\"forms\" must be a non-empty object of strings")) }
            content = .forms(pairs.map { .init(name: $0.key, value: $0.node.string ?? "") })
        default:
            guard let pairs = field.node.members, pairs.allSatisfy({ $0.node.string != nil }) else {
                return .failure(.init(message: "\"plural\" must be an object of strings"))
            }
            var variants: [PluralCategory: String] = [:]
            for (name, value) in pairs {
                guard let category = PluralCategory(rawValue: name) else {
                    return .failure(.init(message: "\"\(name)\" is not a CLDR plural category"))
                }
                variants[category] = value.string
            }
            content = .plural(variants)
        }
        var argumentDomains: [String] = []
        if let args = node.member("args") {
            guard case .array(let items) = args.value, items.allSatisfy({ $0.string != nil }) else {
                return .failure(.init(message: "\"args\" must be an array of domain names"))
            }
            argumentDomains = items.compactMap(\.string)
        }
        return .success(GlossaryEntry(content: content, comment: node.member("comment")?.string,
                                      allowsSameAsEnglish: node.member("allowSameAsEnglish")?.bool ?? false,
                                      argumentDomains: argumentDomains, line: node.line, column: node.column))
    }
}
