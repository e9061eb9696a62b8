import Support

/// Typed, path-aware access to a JSON object for validation: every failure names the field (a dotted path)
/// with `missing_field`, `wrong_type` or `unknown_field`, as the error of the module that reads (`Domain`).
package struct JSONObjectReader<Domain: ErrorDomain> {
    package let object: [String: JSONValue]
    package let path: String

    // Swift 6.3's optimizer crashes (FunctionSignatureOpts, SILArgument assertion) on this typed-throws generic
    // initializer in release builds; it runs once per object read, so it is left unoptimized.
    @_optimize(none)
    package init(_ value: JSONValue, path: String) throws(CodedError<Domain>) {
        guard case .object(let members) = value else {
            throw CodedError(code: .wrongType, field: path.isEmpty ? nil : path,
                             message: "expected an object, found \(value.kind)")
        }
        self.object = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        self.path = path
    }

    /// The same object read for another module (its failures that module's error).
    package init<Other>(_ other: JSONObjectReader<Other>) {
        object = other.object
        path = other.path
    }

    package func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Rejects keys outside `allowed`, so a typo like `houseSytem` is caught instead of silently ignored.
    package func rejectUnknownKeys(_ allowed: Set<String>) throws(CodedError<Domain>) {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw CodedError(code: .unknownField, field: field(unknown),
                             message: "unknown field; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    package func optionalString(_ key: String) throws(CodedError<Domain>) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw CodedError(code: .wrongType, field: field(key), message: "expected a string, found \(other.kind)")
        }
    }

    package func string(_ key: String) throws(CodedError<Domain>) -> String {
        guard let value = try optionalString(key) else { throw missing(key) }
        return value
    }

    package func optionalNumber(_ key: String) throws(CodedError<Domain>) -> Double? {
        switch object[key] {
        case nil, .null?: return nil
        case .number(let text)?: return Double(text) ?? .nan
        case let other?: throw CodedError(code: .wrongType, field: field(key), message: "expected a number, found \(other.kind)")
        }
    }

    package func number(_ key: String) throws(CodedError<Domain>) -> Double {
        guard let value = try optionalNumber(key) else { throw missing(key) }
        return value
    }

    package func object(_ key: String) throws(CodedError<Domain>) -> JSONObjectReader {
        guard let value = object[key], value != .null else { throw missing(key) }
        return try JSONObjectReader(value, path: field(key))
    }

    package func missing(_ key: String) -> CodedError<Domain> {
        CodedError(code: .missingField, field: field(key), message: "required field is missing")
    }
}
