extension JSONValue: Decodable {
    /// Decodes any JSON document. Objects come back with their members sorted by key (the decoder does not
    /// keep the order); validation that names fields (job files) uses `member(_:)`.
    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) }
    }

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
}
