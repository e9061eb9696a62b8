import JSON
/// Writing a glossary back in the documented format, byte for byte as the committed files are laid out
/// (two-space indent, keys in file order, non-ASCII kept as is), so an import changes only what changed.
extension Glossary {
    package func encoded() -> String {
        var out = "{\n  \"language\": \(Self.quote(language.code)),\n  \"entries\": {"
        let written = keys.compactMap { key in entries[key].map { (key, $0) } }
        for (index, (key, entry)) in written.enumerated() {
            out += "\n    \(Self.quote(key)): \(encode(entry))"
            if index < written.count - 1 { out += "," }
        }
        out += written.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return out
    }

    private func encode(_ entry: GlossaryEntry) -> String {
        var fields: [(String, String)] = []
        if let comment = entry.comment { fields.append(("comment", Self.quote(comment))) }
        if entry.allowsSameAsEnglish { fields.append(("allowSameAsEnglish", "true")) }
        if !entry.argumentDomains.isEmpty {
            fields.append(("args", "[\n" + entry.argumentDomains.map { "        \(Self.quote($0))" }.joined(separator: ",\n") + "\n      ]"))
        }
        switch entry.content {
        case .text(let value):
            // A bare string when nothing else is attached, as translators write it.
            if fields.isEmpty { return Self.quote(value) }
            fields.append(("value", Self.quote(value)))
        case .forms(let forms):
            fields.append(("forms", Self.object(forms.map { ($0.name, Self.quote($0.value)) }, indent: 6)))
        case .plural(let variants):
            let ordered = variants.sorted { $0.key < $1.key }.map { ($0.key.rawValue, Self.quote($0.value)) }
            fields.append(("plural", Self.object(ordered, indent: 6)))
        }
        return Self.object(fields, indent: 4)
    }

    private static func object(_ fields: [(String, String)], indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        let body = fields.map { "\(inner)\(quote($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "{\n\(body)\n\(String(repeating: " ", count: indent))}"
    }

    static func quote(_ text: String) -> String { JSONEscaping.quoted(text) }
}
