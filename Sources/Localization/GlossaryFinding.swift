/// One problem the release check found. `line`/`column` are 1-based and point at the entry (or at the
/// JSON syntax error); they are nil for problems that have no place in a file, such as a missing key.
package struct GlossaryFinding: Error, Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        case missingFile, invalidJSON, invalidEntry
        case missingKey, unknownKey, missingComment, kindMismatch
        case placeholderMismatch, pluralCategories, missingForm, unusableForm
        case emptyValue, sameAsEnglish, sharedTerm, inconsistentName, lint
    }

    package let kind: Kind
    package let file: String
    package let key: String?
    package let line: Int?
    package let column: Int?
    package let message: String

    package init(kind: Kind, file: String, key: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.key = key
        self.line = line
        self.column = column
        self.message = message
    }

    /// "uk.json:12:5: missingForm sign.libra: …", the compiler-like line CI prints.
    package var description: String {
        let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return "\(place): \(kind.rawValue)\(key.map { " \($0)" } ?? ""): \(message)"
    }
}
