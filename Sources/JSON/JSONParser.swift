/// The position and reason of a syntax error, and what kind of refusal it is (so a caller can give a duplicate
/// key or a too-deep document its own code without reading the reason's words).
package struct JSONSyntaxError: Error, Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case syntax
        /// A key repeated in one object.
        case duplicateKey
        /// Arrays and objects nested deeper than `JSONParser.maximumDepth`.
        case tooDeep
    }

    package let line: Int
    package let column: Int
    package let reason: String
    package var kind: Kind = .syntax

    package init(line: Int, column: Int, reason: String, kind: Kind = .syntax) {
        self.line = line
        self.column = column
        self.reason = reason
        self.kind = kind
    }
}

/// A strict RFC 8259 parser over Unicode scalars: the number grammar exactly ("01", "1.", "1e", "--1", "1-2"
/// are errors), duplicate keys refused (JSON allows them, but one silently drops a translation or a field),
/// every error with its line and column. One UTF-8 byte order mark at the start is skipped. Arrays and objects
/// nest at most `maximumDepth` deep: the parser recurses once per level, so a file of 40 000 brackets would
/// otherwise overflow a worker thread's stack; deeper input is refused (`kind == .tooDeep`) before that.
/// Duplicate keys are found with a set per object, so a document of 85 000 keys costs linear time.
package struct JSONParser {
    /// Far above anything this project reads (a job nests 2 deep, a String Catalog 6, a batch output line 7).
    package static let maximumDepth = 64

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    private var line = 1
    private var column = 1

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        if parser.scalars.first == "\u{FEFF}" { parser.index = 1 }
        let node = try parser.value().value
        parser.skipWhitespace()
        guard parser.index == parser.scalars.count else { throw parser.error("unexpected text after the top-level value") }
        return node
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func error(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(line: line, column: column, reason: reason) }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\n" || c == "\t" || c == "\r" { advance() }
    }

    /// Reports a bad literal at its first character, where the reader will look for it.
    private mutating func expect(_ literal: String) throws(JSONSyntaxError) {
        let start = JSONSyntaxError(line: line, column: column, reason: "expected '\(literal)'")
        for expected in literal.unicodeScalars {
            guard current == expected else { throw start }
            advance()
        }
    }

    /// The next value and where it starts.
    private mutating func value() throws(JSONSyntaxError) -> (value: JSONValue, position: JSONPosition) {
        skipWhitespace()
        let start = JSONPosition(line: line, column: column)
        let parsed: JSONValue
        switch current {
        case "{": parsed = try object()
        case "[": parsed = try array()
        case "\"": parsed = .string(try string())
        case "t": try expect("true"); parsed = .bool(true)
        case "f": try expect("false"); parsed = .bool(false)
        case "n": try expect("null"); parsed = .null
        case let c? where c == "-" || ("0"..."9").contains(c): parsed = .number(try number())
        case nil: throw error("unexpected end of file")
        case let c?: throw error("unexpected character '\(c)'")
        }
        return (parsed, start)
    }

    /// Enters one more array or object, refusing the level past `maximumDepth` where it starts.
    private mutating func descend() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw JSONSyntaxError(line: line, column: column,
                                  reason: "arrays and objects nested deeper than \(Self.maximumDepth) levels", kind: .tooDeep)
        }
        depth += 1
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try descend()
        defer { depth -= 1 }
        advance()
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == "}" { advance(); return .object(members) }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a quoted key") }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            guard keys.insert(key).inserted else {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, reason: "duplicate key \"\(key)\"", kind: .duplicateKey)
            }
            skipWhitespace()
            guard current == ":" else { throw error("expected ':' after key \"\(key)\"") }
            advance()
            let (value, position) = try value()
            members.append(JSONMember(key, value, position: position))
            skipWhitespace()
            switch current {
            case ",": advance()
            case "}": advance(); return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try descend()
        defer { depth -= 1 }
        advance()
        var items: [JSONValue] = []
        skipWhitespace()
        if current == "]" { advance(); return .array(items) }
        while true {
            items.append(try value().value)
            skipWhitespace()
            switch current {
            case ",": advance()
            case "]": advance(); return .array(items)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        advance()
        var result = String.UnicodeScalarView()
        while let c = current {
            switch c {
            case "\"":
                advance()
                return String(result)
            case "\\":
                advance()
                result.append(try escape())
            case _ where c.value < 0x20:
                throw error("control character in string (write \\n or \\t)")
            default:
                result.append(c)
                advance()
            }
        }
        throw error("unterminated string")
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let c = current else { throw error("unterminated escape") }
        advance()
        switch c {
        case "\"", "\\", "/": return c
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "u":
            let high = try hex4()
            guard (0xD800...0xDBFF).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw error("lone low surrogate") }
                return scalar
            }
            try expect("\\u")
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error("invalid surrogate pair") }
            return scalar
        default: throw error("invalid escape '\\\(c)'")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = Int(String(c), radix: 16) else { throw error("expected 4 hex digits") }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    /// RFC 8259 §6: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; "01", "1.", "1e", "--1", "1-2" are errors.
    private mutating func number() throws(JSONSyntaxError) -> String {
        var text = ""
        func take(_ parser: inout JSONParser) { text.unicodeScalars.append(parser.current!); parser.advance() }
        func digits(_ parser: inout JSONParser) throws(JSONSyntaxError) {
            guard let c = parser.current, ("0"..."9").contains(c) else { throw parser.error("expected a digit in number '\(text)'") }
            while let c = parser.current, ("0"..."9").contains(c) { take(&parser) }
        }
        if current == "-" { take(&self) }
        if current == "0" {
            take(&self)
            if let c = current, ("0"..."9").contains(c) { throw error("a number cannot start with 0 ('\(text)\(c)…')") }
        } else {
            try digits(&self)
        }
        if current == "." { take(&self); try digits(&self) }
        if current == "e" || current == "E" {
            take(&self)
            if current == "+" || current == "-" { take(&self) }
            try digits(&self)
        }
        if let c = current, "-+.eE0123456789".unicodeScalars.contains(c) { throw error("malformed number '\(text)\(c)…'") }
        return text
    }
}
