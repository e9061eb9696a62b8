/// Turns lexer tokens into the template's node tree, collecting issues instead of failing.
struct TemplateParser {
    typealias Node = ReportTemplate.Node
    private let tokens: [TemplateLexer.Token]
    private var position = 0
    private(set) var issues: [String] = []
    /// The block tag that ended the last `parseBlock`, if any.
    private var terminator: String?

    init(tokens: [TemplateLexer.Token]) {
        self.tokens = tokens
    }

    mutating func parseBlock(until enders: Set<String>) -> [Node] {
        var nodes: [Node] = []
        terminator = nil
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token {
            case .literal(let text): nodes.append(.literal(text))
            case .output(let body): nodes.append(output(body))
            case .block(let body):
                let words = body.split(separator: " ", omittingEmptySubsequences: true)
                let head = words.first.map(String.init) ?? ""
                if enders.contains(head) {
                    terminator = head
                    return nodes
                }
                switch head {
                case "for" where words.count >= 4 && words[2] == "in":
                    let source = Self.expression(words[3...].joined(separator: " "))
                    let body = parseBlock(until: ["endfor"])
                    if terminator != "endfor" { issues.append("{% for %} without {% endfor %}") }
                    nodes.append(.loop(variable: String(words[1]), source: source, body: body))
                case "if" where words.count >= 2:
                    let negated = words[1] == "not"
                    let condition = Self.expression(words[(negated ? 2 : 1)...].joined(separator: " "))
                    let then = parseBlock(until: ["else", "endif"])
                    var otherwise: [Node] = []
                    if terminator == "else" { otherwise = parseBlock(until: ["endif"]) }
                    if terminator != "endif" { issues.append("{% if %} without {% endif %}") }
                    nodes.append(.conditional(negated: negated, condition: condition, then: then, otherwise: otherwise))
                default:
                    issues.append("unknown or misplaced tag {% \(body) %}")
                }
            }
        }
        return nodes
    }

    private mutating func output(_ body: String) -> Node {
        guard body.hasPrefix("t ") else { return .output(Self.expression(body)) }
        let parts = body.split(separator: "|").map { String($0).trimmingSpaces }
        var lookup = ReportTemplate.Lookup(arguments: [], filters: Array(parts.dropFirst()))
        for word in parts[0].split(separator: " ").dropFirst() {
            if word.hasPrefix("\""), word.hasSuffix("\""), word.count >= 2 {
                lookup.key = String(word.dropFirst().dropLast())
            } else if let equals = word.firstIndex(of: "=") {
                let name = word[..<equals]
                let value = word[word.index(after: equals)...]
                switch name {
                case "count": lookup.count = Self.path(value)
                case "form": lookup.form = String(value)
                case "arg": lookup.arguments.append(Self.path(value))
                default: issues.append("unknown lookup option \(name) in {{ \(body) }}")
                }
            } else {
                lookup.keyPath = Self.path(word)
            }
        }
        if lookup.key == nil && lookup.keyPath == nil { issues.append("lookup without a key: {{ \(body) }}") }
        return .lookup(lookup)
    }

    static func expression(_ text: String) -> ReportTemplate.Expression {
        let parts = text.split(separator: "|").map { String($0).trimmingSpaces }
        return ReportTemplate.Expression(path: path(Substring(parts.first ?? "")), filters: Array(parts.dropFirst()))
    }

    static func path(_ text: Substring) -> [Substring] {
        text.split(separator: ".")
    }
}
