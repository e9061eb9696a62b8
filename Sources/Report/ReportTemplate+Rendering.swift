import JSON
import Foundation
import Localization

/// The text a template produced, with everything that went wrong while producing it.
package struct RenderedText: Sendable, Equatable {
    package var text: String
    /// Unknown variables or keys, malformed tags, unknown filters: each printed as nothing.
    package var issues: [String]
    /// Glossary keys the template's own labels had to take from English.
    package var fallbackStrings: [String] = []
}

extension ReportTemplate {
    /// Renders with `context`; strings come from `phrasebook`'s language. Never throws.
    func render(_ context: [String: TemplateValue], phrasebook: Phrasebook) -> RenderedText {
        var renderer = TemplateRenderer(format: format, phrasebook: phrasebook, scopes: [context])
        let text = renderer.render(nodes)
        return RenderedText(text: text, issues: parseIssues + renderer.issues.map { "\(name): \($0)" })
    }
}

struct TemplateRenderer {
    let format: ReportTemplate.Format
    let phrasebook: Phrasebook
    var scopes: [[String: TemplateValue]]
    var issues: [String] = []

    mutating func render(_ nodes: [ReportTemplate.Node]) -> String {
        var output = ""
        for node in nodes {
            switch node {
            case .literal(let text):
                output += text
            case .output(let expression):
                if let value = evaluate(expression) { output += printed(value) }
            case .lookup(let lookup):
                let text = self.lookup(lookup)
                if let value = applyFilters(lookup.filters, to: .text(text)) { output += printed(value, fromGlossary: true) }
            case .loop(let variable, let source, let body):
                guard case .list(let items)? = evaluate(source) else { continue }
                for (index, item) in items.enumerated() {
                    scopes.append([variable: item, "loop": ["index": .number(Double(index + 1)),
                                                            "first": .bool(index == 0), "last": .bool(index == items.count - 1)]])
                    output += render(body)
                    scopes.removeLast()
                }
            case .conditional(let negated, let condition, let then, let otherwise):
                let truth = resolve(condition.path, reportMissing: false).flatMap { applyFilters(condition.filters, to: $0) }?.isTruthy ?? false
                output += render(truth != negated ? then : otherwise)
            }
        }
        return output
    }

    private mutating func evaluate(_ expression: ReportTemplate.Expression) -> TemplateValue? {
        resolve(expression.path).flatMap { applyFilters(expression.filters, to: $0) }
    }

    private mutating func resolve(_ path: [Substring], reportMissing: Bool = true) -> TemplateValue? {
        guard let head = path.first else { return nil }
        for scope in scopes.reversed() {
            if let root = scope[String(head)], let value = root.value(at: path.dropFirst()) { return value }
        }
        if reportMissing { issues.append("unknown variable \(path.joined(separator: "."))") }
        return nil
    }

    private mutating func lookup(_ lookup: ReportTemplate.Lookup) -> String {
        var key = lookup.key
        if let keyPath = lookup.keyPath {
            switch resolve(keyPath) {
            case .term(let value)?, .text(let value)?: key = value
            default: break
            }
        }
        guard let key else { return "" }
        var count: Int?
        if let countPath = lookup.count, case .number(let value)? = resolve(countPath) { count = Int(value) }
        let arguments: [LocalizedArgument] = lookup.arguments.map { path in
            switch resolve(path) {
            case .term(let key)?: .term(key)
            case .number(let value)?: .number(Int(value))
            // A value (a name) inside a glossary string stays a value: isolated, and escaped for Markdown, whose
            // glossary strings are printed as they are (HTML escapes the whole string).
            case .text(let text)?: .text(format == .markdown ? MarkdownText.escaped(BidiText.isolated(text)) : BidiText.isolated(text))
            case .some(let value): .text(plain(value))
            case nil: .text("")
            }
        }
        return phrasebook.text(key, arguments: arguments, form: lookup.form, count: count)
    }

    private mutating func applyFilters(_ filters: [String], to value: TemplateValue) -> TemplateValue? {
        var value = value
        let formatting = LocaleFormatting.shared
        let language = phrasebook.language
        for filter in filters {
            switch (filter, value) {
            case ("raw", _): value = .trusted(plain(value))
            case ("json", _): value = .trusted(JSONEscaping.escaped(plain(value)))
            case ("degrees", .number(let degrees)): value = .text(LocaleFormatting.degreesMinutes(degrees))
            case ("orb", .number(let degrees)): value = .text(formatting.orb(degrees, language: language))
            case ("integer", .number(let number)): value = .text(formatting.integer(Int(number.rounded()), language: language))
            case ("date", .text(let text)):
                let parts = text.split(separator: "-").compactMap { Int($0) }
                guard parts.count == 3 else { continue }
                value = .text(formatting.birthDate(year: parts[0], month: parts[1], day: parts[2], language: language))
            case ("time", .text(let text)):
                let parts = text.split(separator: ":").compactMap { Int($0) }
                guard parts.count >= 2 else { continue }
                value = .text(formatting.birthTime(hour: parts[0], minute: parts[1], language: language))
            case ("paragraphs", .text(let text)):
                value = .list(text.split(separator: "\n").map { .text(String($0).trimmingSpaces) }.filter(\.isTruthy))
            default:
                issues.append("filter \(filter) does not apply to this value")
            }
        }
        return value
    }

    /// The value as unescaped text.
    private mutating func plain(_ value: TemplateValue) -> String {
        switch value {
        case .text(let text), .trusted(let text): text
        case .term(let key): phrasebook.text(key)
        case .number(let number): LocaleFormatting.shared.integer(Int(number.rounded()), language: phrasebook.language)
        case .bool(let flag): flag ? "true" : "false"
        case .list, .object:
            unprintable()
        }
    }

    private mutating func unprintable() -> String {
        issues.append("a list or object cannot be printed")
        return ""
    }

    /// HTML escapes everything printed; Markdown escapes values (names, places, report text from an LLM) but
    /// not the glossary's own strings and terms, which are ours.
    private mutating func printed(_ value: TemplateValue, fromGlossary: Bool = false) -> String {
        if case .trusted(let markup) = value { return markup }
        var text = plain(value)
        if case .text = value, !fromGlossary { text = BidiText.isolated(text) }
        switch format {
        case .html: return HTMLText.escaped(text)
        case .markdown:
            if fromGlossary { return text }
            if case .term = value { return text }
            return MarkdownText.escaped(text)
        case .text: return text
        }
    }
}

/// A value inside Markdown stays a value: characters that would start emphasis, links, HTML, headings or
/// table cells are backslash-escaped, and a line break becomes a space so a table row or list item stays one.
enum MarkdownText {
    /// Worked on UTF-8 bytes, not Characters or a set of scalars: every character that needs escaping is ASCII, and
    /// this runs on every value of every Markdown report.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 128 && needsWork[Int($0)] }) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        var previousWasCarriageReturn = false
        for byte in text.utf8 {
            defer { previousWasCarriageReturn = byte == 0x0D }
            if byte == 0x0A && previousWasCarriageReturn { continue }
            if byte == 0x0A || byte == 0x0D { output.append(0x20); continue }
            if byte < 128 && needsWork[Int(byte)] { output.append(0x5C) }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The Markdown specials (escaped with a backslash) and the line breaks (turned into spaces), by ASCII code.
    private static let needsWork: [Bool] = (0..<128).map { code in
        "\\`*_[]<>#|~!\n\r".utf8.contains(UInt8(code))
    }
}

/// Text from outside (a name, a place, a model's answer) set inside a line we wrote: a right-to-left override or
/// embedding in it would run on into our labels and numbers. Text holding bidirectional controls is isolated
/// (FSI … PDI, which also ends any embedding or override left open inside it), and an isolate terminator with no
/// initiator of its own, which would close ours early, is dropped. Text without such controls is left as it is.
package enum BidiText {
    package static func isolated(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = String.UnicodeScalarView()
        output.append("\u{2068}")
        var open = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: open += 1
            case 0x2069:
                guard open > 0 else { continue }
                open -= 1
            default: break
            }
            output.append(scalar)
        }
        output.append(contentsOf: repeatElement("\u{2069}", count: open + 1))
        return String(output)
    }

    /// Embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

enum HTMLText {
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }
}
