import JSON

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
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            return .failure(GlossaryFinding(kind: .invalidJSON, file: file, line: error.line, column: error.column,
                                            message: error.reason))
        }
        func invalid(_ message: String) -> Result<Glossary, GlossaryFinding> {
            .failure(GlossaryFinding(kind: .invalidEntry, file: file, line: 1, column: 1, message: message))
        }
        guard root.members != nil else { return invalid("the top level must be an object") }
        if let declared = root["language"]?.string, declared != language.code {
            return invalid("declares language \"\(declared)\" but is named for \(language.code)")
        }
        guard let entryMembers = root["entries"]?.members else { return invalid("missing the \"entries\" object") }
        var entries: [(key: String, entry: GlossaryEntry)] = []
        var problems: [GlossaryFinding] = []
        for member in entryMembers {
            let position = member.position ?? JSONPosition(line: 0, column: 0)
            switch decodeEntry(member.value, at: position) {
            case .success(let entry): entries.append((member.key, entry))
            case .failure(let reason):
                problems.append(GlossaryFinding(kind: .invalidEntry, file: file, key: member.key,
                                                line: position.line, column: position.column, message: reason.message))
            }
        }
        return .success(Glossary(language: language, entries: entries, problems: problems))
    }

    private struct EntryShapeError: Error { let message: String }

    private static let knownFields: Set<String> = ["value", "forms", "plural", "comment", "allowSameAsEnglish", "args"]

    private static func decodeEntry(_ node: JSONValue, at position: JSONPosition) -> Result<GlossaryEntry, EntryShapeError> {
        if let text = node.string {
            return .success(GlossaryEntry(content: .text(text), line: position.line, column: position.column))
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
            guard let text = field.value.string else { return .failure(.init(message: "\"value\" must be a string")) }
            content = .text(text)
        case "forms":
            guard let pairs = field.value.members, !pairs.isEmpty,
                  pairs.allSatisfy({ $0.value.string != nil })
            else { return .failure(.init(message: "\"forms\" must be a non-empty object of strings")) }
            content = .forms(pairs.map { .init(name: $0.key, value: $0.value.string ?? "") })
        default:
            guard let pairs = field.value.members, pairs.allSatisfy({ $0.value.string != nil }) else {
                return .failure(.init(message: "\"plural\" must be an object of strings"))
            }
            var variants: [PluralCategory: String] = [:]
            for pair in pairs {
                guard let category = PluralCategory(rawValue: pair.key) else {
                    return .failure(.init(message: "\"\(pair.key)\" is not a CLDR plural category"))
                }
                variants[category] = pair.value.string
            }
            content = .plural(variants)
        }
        var argumentDomains: [String] = []
        if let args = node["args"] {
            guard case .array(let items) = args, items.allSatisfy({ $0.string != nil }) else {
                return .failure(.init(message: "\"args\" must be an array of domain names"))
            }
            argumentDomains = items.compactMap(\.string)
        }
        return .success(GlossaryEntry(content: content, comment: node["comment"]?.string,
                                      allowsSameAsEnglish: node["allowSameAsEnglish"]?.bool ?? false,
                                      argumentDomains: argumentDomains, line: position.line, column: position.column))
    }
}
