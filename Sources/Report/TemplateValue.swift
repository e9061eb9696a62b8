import Localization

/// What a template variable holds. Templates only arrange values; every word in them comes from a glossary
/// (`{{ t "key" }}`) or from a value like these.
package indirect enum TemplateValue: Sendable, Equatable {
    /// Text escaped for the output format when printed.
    case text(String)
    /// A glossary key; printed as the term's (nominative) name, passed as a term when used as a lookup argument.
    case term(String)
    case number(Double)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])
    /// Markup we produced ourselves (the SVG wheel); printed without escaping.
    case trusted(String)

    /// Empty text, empty lists, false and zero are false; so is a missing variable.
    var isTruthy: Bool {
        switch self {
        case .text(let text), .trusted(let text): !text.isEmpty
        case .term: true
        case .number(let value): value != 0
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .object(let fields): !fields.isEmpty
        }
    }

    /// `a.b.c` inside this value.
    func value(at path: ArraySlice<Substring>) -> TemplateValue? {
        guard let head = path.first else { return self }
        switch self {
        case .object(let fields): return fields[String(head)]?.value(at: path.dropFirst())
        case .list(let items):
            if head == "count" { return .number(Double(items.count)) }
            return nil
        default: return nil
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    package init(stringLiteral value: String) { self = .text(value) }
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }

    static func optional(_ text: String?) -> TemplateValue { text.map(TemplateValue.text) ?? .text("") }
}
