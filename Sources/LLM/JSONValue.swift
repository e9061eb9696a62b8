import JSONEscaping

/// A JSON value, for the parts of a request that are data rather than a fixed shape (JSON Schemas).
package indirect enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    /// Keys keep their order so the schema reads in the report's field order.
    case object([(String, JSONValue)])
    case null

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case (.null, .null): return true
        default: return false
        }
    }

    /// Compact JSON with object members in their given order: the same value always gives the same
    /// bytes (stable request hashes), and the schema lists the report's fields in the app's order.
    package func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .string(let value):
            output += JSONEscaping.quoted(value)
        case .number(let value):
            output += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                output += JSONEscaping.quoted(key)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        case .null:
            output += "null"
        }
    }
}
