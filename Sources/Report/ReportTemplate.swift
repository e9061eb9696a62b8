/// A structural template of one output (docs/templates.md): literal text, `{{ value | filter }}`,
/// `{{ t "glossary.key" count=path form=in arg=path }}`, `{% for x in list %}…{% endfor %}`,
/// `{% if [not] path %}…{% else %}…{% endif %}` and `{# comments #}`. A tag alone on its line takes the
/// line with it. Parsing never fails: a malformed tag stays in the output as an issue, not a crash.
package struct ReportTemplate: Sendable, Equatable {
    /// How printed values are escaped.
    package enum Format: String, Sendable {
        case html, markdown, text
    }

    package let name: String
    package let format: Format
    let nodes: [Node]
    /// Problems found while parsing (unclosed blocks, unknown tags); reported with every render.
    let parseIssues: [String]

    indirect enum Node: Sendable, Equatable {
        case literal(String)
        case output(Expression)
        case lookup(Lookup)
        case loop(variable: String, source: Expression, body: [Node])
        case conditional(negated: Bool, condition: Expression, then: [Node], otherwise: [Node])
    }

    struct Expression: Sendable, Equatable {
        var path: [Substring]
        var filters: [String]
    }

    struct Lookup: Sendable, Equatable {
        /// A literal key, or a path whose value is a `.term`/`.text` holding the key.
        var key: String?
        var keyPath: [Substring]?
        var count: [Substring]?
        var form: String?
        var arguments: [[Substring]]
        var filters: [String]
    }

    package init(name: String, text: String, format: Format) {
        self.name = name
        self.format = format
        var parser = TemplateParser(tokens: TemplateLexer.tokens(text))
        nodes = parser.parseBlock(until: [])
        parseIssues = parser.issues.map { "\(name): \($0)" }
    }

    /// The format implied by a file name: `*.html.tmpl` → html, `*.md.tmpl` → markdown, else text.
    package static func format(forFileName name: String) -> Format {
        if name.hasSuffix(".html.tmpl") { return .html }
        if name.hasSuffix(".md.tmpl") { return .markdown }
        return .text
    }
}

/// Splits template text into literal text and tags, removing a block tag's line when it stands alone.
enum TemplateLexer {
    enum Token: Equatable {
        case literal(String)
        case output(String)
        case block(String)
    }

    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        var literal = ""
        // Whether nothing but spaces was emitted since the last newline before `literal`.
        var lineIsBlank = true
        while let open = rest.range(of: "{") {
            let after = rest[open.upperBound...]
            guard let kind = after.first, "{%#".contains(kind),
                  let close = after.range(of: kind == "{" ? "}}" : "\(kind)}") else {
                literal += rest[..<open.upperBound]
                rest = after
                continue
            }
            literal += rest[..<open.lowerBound]
            let body = String(after[after.index(after: after.startIndex)..<close.lowerBound]).trimmingSpaces
            rest = after[close.upperBound...]
            let blankBefore = literal.contains("\n") || lineIsBlank
            if kind != "{", blankBefore, let lineStart = standaloneStart(literal), let lineEnd = standaloneEnd(rest) {
                literal = String(literal[..<lineStart])
                rest = rest[lineEnd...]
                lineIsBlank = true
            } else {
                lineIsBlank = (standaloneStart(literal) != nil && blankBefore) && kind != "{"
            }
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
            if kind == "{" { tokens.append(.output(body)) } else if kind == "%" { tokens.append(.block(body)) }
        }
        literal += rest
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }

    /// Where the current line starts, if only spaces precede the tag on it.
    private static func standaloneStart(_ literal: String) -> String.Index? {
        let lineStart = literal.lastIndex(of: "\n").map { literal.index(after: $0) } ?? literal.startIndex
        return literal[lineStart...].allSatisfy { $0 == " " || $0 == "\t" } ? lineStart : nil
    }

    /// Just past the newline ending the line, if only spaces follow the tag on it.
    private static func standaloneEnd(_ rest: Substring) -> String.Index? {
        guard let newline = rest.firstIndex(of: "\n") else {
            return rest.allSatisfy { $0 == " " || $0 == "\t" } ? rest.endIndex : nil
        }
        return rest[..<newline].allSatisfy { $0 == " " || $0 == "\t" } ? rest.index(after: newline) : nil
    }
}

extension String {
    /// Without leading and trailing white space; index-based over scalars (a reversed Character sequence
    /// rebuilt into a String cost a fifth of rendering a report).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
