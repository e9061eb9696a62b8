import JSON

/// Typed, path-aware access to a JSON object for validation: every failure names the field.
struct JSONObjectReader {
    let object: [String: JSONValue]
    let path: String

    init(_ value: JSONValue, path: String) throws(JobError) {
        guard case .object(let members) = value else {
            throw JobError(code: .wrongType, field: path.isEmpty ? nil : path,
                           message: "expected an object, found \(value.kind)")
        }
        self.object = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        self.path = path
    }

    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Rejects keys outside `allowed`, so a typo like `houseSytem` is caught instead of silently ignored.
    func rejectUnknownKeys(_ allowed: Set<String>) throws(JobError) {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw JobError(code: .unknownField, field: field(unknown),
                           message: "unknown field; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    func optionalString(_ key: String) throws(JobError) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw JobError(code: .wrongType, field: field(key), message: "expected a string, found \(other.kind)")
        }
    }

    func string(_ key: String) throws(JobError) -> String {
        guard let value = try optionalString(key) else { throw missing(key) }
        return value
    }

    func optionalNumber(_ key: String) throws(JobError) -> Double? {
        switch object[key] {
        case nil, .null?: return nil
        case .number(let text)?: return Double(text) ?? .nan
        case let other?: throw JobError(code: .wrongType, field: field(key), message: "expected a number, found \(other.kind)")
        }
    }

    func number(_ key: String) throws(JobError) -> Double {
        guard let value = try optionalNumber(key) else { throw missing(key) }
        return value
    }

    func object(_ key: String) throws(JobError) -> JSONObjectReader {
        guard let value = object[key], value != .null else { throw missing(key) }
        return try JSONObjectReader(value, path: field(key))
    }

    func missing(_ key: String) -> JobError {
        JobError(code: .missingField, field: field(key), message: "required field is missing")
    }
}
