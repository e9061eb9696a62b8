/// A JSON value, the one tree this project reads and writes by hand: glossaries, String Catalogs, job files,
/// LLM requests and JSON Schemas. Object members keep their order (a schema lists the report's fields in
/// the app's order; a glossary keeps English's key order). Numbers keep their text as written, so nothing
/// is rounded on the way through. A parsed member carries the line and column where its value starts, so
/// a finding can point at the exact place to edit.
package indirect enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    /// The number's text in RFC 8259 syntax.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([JSONMember])

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .number(String(value)) }
    package init(floatLiteral value: Double) { self = .number(JSONValue.text(of: value)) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { JSONMember($0.0, $0.1) }) }

    /// An object from key–value pairs, in their order.
    package static func object(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(pairs.map { JSONMember($0.0, $0.1) }) }

    package static func number(_ value: Double) -> JSONValue { .number(text(of: value)) }
    package static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A finite number as JSON text: integers without a fraction, others in Swift's shortest round-trip form.
    package static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    }

    package var string: String? { if case .string(let text) = self { text } else { nil } }
    package var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }
    /// A number written as an integer ("12"), else nil.
    package var int: Int? { if case .number(let text) = self { Int(text) } else { nil } }
    package var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
    package var members: [JSONMember]? { if case .object(let members) = self { members } else { nil } }
    /// The first member named `key` (the parser refuses duplicates).
    package func member(_ key: String) -> JSONMember? { members?.first { $0.key == key } }
    package subscript(key: String) -> JSONValue? { member(key)?.value }

    /// What a person would call this value in an error message.
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// JSON text: by default compact with object members in their order, so the same value always gives the
    /// same bytes (stable request hashes); `sortingKeys` orders members by key (files people diff), and
    /// `indented` puts one member or element per line, two spaces deep, newline-terminated (sidecars, catalogs).
    package func serialized(sortingKeys: Bool = false, indented: Bool = false) -> String {
        var output = ""
        write(to: &output, sortingKeys: sortingKeys, indent: indented ? "" : nil)
        return indented ? output + "\n" : output
    }

    /// `indent` nil: compact; otherwise the current line's indentation.
    private func write(to output: inout String, sortingKeys: Bool, indent: String?) {
        let inner = indent.map { $0 + "  " }
        func open(_ bracket: String, empty: Bool) { output += bracket; if let inner, !empty { output += "\n" + inner } }
        func separate() { output += ","; if let inner { output += "\n" + inner } }
        func close(_ bracket: String, empty: Bool) { if let indent, !empty { output += "\n" + indent }; output += bracket }
        switch self {
        case .string(let value): output += JSONEscaping.quoted(value)
        case .number(let text): output += text
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            open("[", empty: values.isEmpty)
            for (index, value) in values.enumerated() {
                if index > 0 { separate() }
                value.write(to: &output, sortingKeys: sortingKeys, indent: inner)
            }
            close("]", empty: values.isEmpty)
        case .object(let unordered):
            let members = sortingKeys ? unordered.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) } : unordered
            open("{", empty: members.isEmpty)
            for (index, member) in members.enumerated() {
                if index > 0 { separate() }
                output += JSONEscaping.quoted(member.key)
                output += indent == nil ? ":" : ": "
                member.value.write(to: &output, sortingKeys: sortingKeys, indent: inner)
            }
            close("}", empty: members.isEmpty)
        }
    }

    /// This object with `key` set to `value` (replacing a member of that name, else appended).
    /// This value with every member named `key` removed, at any depth.
    package func removing(_ key: String) -> JSONValue {
        switch self {
        case .object(let members): .object(members.filter { $0.key != key }.map { JSONMember($0.key, $0.value.removing(key)) })
        case .array(let items): .array(items.map { $0.removing(key) })
        default: self
        }
    }

    package func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) { members[index] = JSONMember(key, value) } else {
            members.append(JSONMember(key, value))
        }
        return .object(members)
    }
}

/// One member of an object; `position` is where its value starts in the parsed text (nil when built in code).
package struct JSONMember: Sendable, Equatable {
    package let key: String
    package let value: JSONValue
    package let position: JSONPosition?

    package init(_ key: String, _ value: JSONValue, position: JSONPosition? = nil) {
        self.key = key
        self.value = value
        self.position = position
    }

    /// Positions say where a value was read, not what it is.
    package static func == (lhs: JSONMember, rhs: JSONMember) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
}

/// A 1-based line and column in the parsed text.
package struct JSONPosition: Sendable, Equatable {
    package let line: Int
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension JSONValue {
    /// A value built from Swift's dynamic containers, as the CLI and logs assemble their records: `String`,
    /// `Bool`, integers, `Double`/`Float` (finite; others become null), arrays, `[String: …]` dictionaries,
    /// `JSONValue` itself, and `nil`/`NSNull`-like absences as null. Anything else is written as its description.
    package init(bridging value: Any?) {
        switch value {
        case nil: self = .null
        case let json as JSONValue: self = json
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .number(String(number))
        case let number as Int64: self = .number(String(number))
        case let number as Int32: self = .number(String(number))
        case let number as Double: self = number.isFinite ? .number(JSONValue.text(of: number)) : .null
        case let number as Float: self = number.isFinite ? .number(JSONValue.text(of: Double(number))) : .null
        case let items as [Any?]: self = .array(items.map { JSONValue(bridging: $0) })
        case let object as [String: Any?]: self = .object(object.map { JSONMember($0.key, JSONValue(bridging: $0.value)) })
        case let some?:
            // Optional.none wrapped in Any, and NSNull, both read as absence.
            if case Optional<Any>.none = some as Any? { self = .null; return }
            self = "\(type(of: some))" == "NSNull" ? .null : .string("\(some)")
        }
    }
}
