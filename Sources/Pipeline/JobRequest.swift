import Foundation
import Chart
import JSON
import Localization
import Queue
import Report
import Support

/// A chart request as an operator writes it (see `docs/job.schema.json`), validated field by field.
package struct JobRequest: Sendable, Equatable {
    package var id: String
    package var name: String?
    package var birth: BirthData
    /// The BCP 47 tag as given; it resolves to a report language when the job runs.
    package var language: String
    package var area: ReportArea
    package var houseSystem: HouseSystem
    /// Set by a `+regenerate` marker in the queue file name (`enqueue --regenerate` writes it).
    package var regenerate: Bool

    /// Queue files above this size are rejected unread.
    package static let maximumFileSize = 1 << 20
    /// `name` and `birth.place` are the person's own words, shown and sent as data: at most this many characters.
    package static let maximumTextLength = 200
    static let topLevelKeys: Set<String> = ["id", "name", "birth", "language", "area", "houseSystem"]
    static let idCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")

    /// Parses and validates a request; `fileName` gives the default id and the regenerate marker.
    package static func parse(_ data: Data, fileName: String) throws(JobError) -> JobRequest {
        let value = try document(data)
        let reader = try JSONObjectReader<PipelineDomain>(value, path: "")
        try reader.rejectUnknownKeys(topLevelKeys)

        let marker = QueueFileName(fileName)
        let id = try reader.optionalString("id") ?? marker.defaultID
        try validateID(id, field: reader.object["id"] == nil ? "id (from the file name)" : "id")

        let name = try reader.optionalString("name")
        if let name { try checkPersonText(name, field: "name") }
        let language = try reader.string("language")
        guard !language.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw JobError(code: .invalidValue, field: "language", message: "empty language tag")
        }
        let areaName = try reader.string("area")
        guard let area = ReportArea(rawValue: areaName) else {
            throw JobError(code: .unknownArea, field: "area", message: "'\(areaName)' is not one of "
                           + ReportArea.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var houseSystem = HouseSystem.placidus
        if let systemName = try reader.optionalString("houseSystem") {
            guard let system = HouseSystem(rawValue: systemName) else {
                throw JobError(code: .unknownHouseSystem, field: "houseSystem", message: "'\(systemName)' is not one of "
                               + HouseSystem.allCases.map(\.rawValue).joined(separator: ", "))
            }
            houseSystem = system
        }
        let birth = try Self.birth(try reader.object("birth"))
        return JobRequest(id: id, name: name, birth: birth, language: language, area: area,
                          houseSystem: houseSystem, regenerate: marker.regenerate)
    }

    /// A job file's bytes, read without following a symlink or waiting on a FIFO, and never more than
    /// `maximumFileSize`: `file_too_large`, `not_regular_file` or `unreadable` otherwise.
    package static func readFile(_ path: String) throws(JobError) -> Data {
        do {
            return try QueueDirectory.readRegularFile(path, limit: maximumFileSize)
        } catch where error.code == .tooLarge || error.code == .notRegularFile {
            throw JobError(code: error.code == .tooLarge ? .fileTooLarge : .notRegularFile,
                           message: error.code == .tooLarge
                               ? "the file is larger than \(maximumFileSize) bytes"
                               : "the file is a symbolic link or not a regular file (a FIFO, a device, a folder); give the file itself")
        } catch {
            throw JobError(code: .unreadable, message: error.message)
        }
    }

    /// Decodes the bytes as a JSON document: empty files, binary junk and syntax errors each get their own code.
    /// The file as one strict JSON document (RFC 8259, through `JSONParser`): UTF-8 only (one BOM is accepted,
    /// UTF-16 with or without a BOM and a doubled BOM are refused), duplicate keys refused, every syntax error
    /// with its line and column, every number in range with the field it belongs to.
    static func document(_ data: Data) throws(JobError) -> JSONValue {
        var bytes = data
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw JobError(code: .notUtf8, message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // one UTF-8 BOM is harmless: accept it
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw JobError(code: .invalidEncoding, message: "the file starts with two byte order marks; save it as plain UTF-8")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw JobError(code: .notUtf8, message: "the file is not UTF-8 text (binary data?)")
        }
        if bytes.contains(0) {
            throw JobError(code: .invalidEncoding,
                           message: "the file contains NUL bytes (UTF-16 without a byte order mark?); save it as UTF-8")
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw JobError(code: .emptyFile, message: "the file is empty")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            let code: OutcomeCode = switch error.kind {
            case .duplicateKey: .duplicateKey
            case .tooDeep: .nestingTooDeep
            case .syntax: .invalidJson
            }
            throw JobError(code: code, message: "not valid JSON at line \(error.line), column \(error.column): \(error.reason)")
        }
        try checkNumbers(root, path: "")
        return root
    }

    /// A number outside Double's range (`1e400`) is refused with its field, before any field is read.
    private static func checkNumbers(_ value: JSONValue, path: String) throws(JobError) {
        switch value {
        case .number(let text):
            guard let number = Double(text), number.isFinite else {
                throw JobError(code: .invalidValue, field: path.isEmpty ? nil : path,
                               message: "the number \(text.prefix(40)) is out of range")
            }
        case .array(let items):
            for (index, item) in items.enumerated() { try checkNumbers(item, path: "\(path)[\(index)]") }
        case .object(let members):
            for member in members { try checkNumbers(member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)") }
        case .string, .bool, .null:
            break
        }
    }

    /// `name` and `birth.place`, the person's own words: at most `maximumTextLength` Unicode scalars (a count that
    /// combining marks cannot stretch: "e" with 420 000 accents is one Character but 420 001 scalars), and no NUL
    /// (not text in any encoding; C strings end at it). Other control characters are kept and shown escaped.
    static func checkPersonText(_ text: String, field: String) throws(JobError) {
        if text.unicodeScalars.count > maximumTextLength {
            throw JobError(code: .invalidValue, field: field, message: "longer than \(maximumTextLength) characters "
                           + "(\(text.unicodeScalars.count) Unicode code points, accents and joiners counted)")
        }
        if text.unicodeScalars.contains("\u{0}") {
            throw JobError(code: .invalidValue, field: field, message: "contains a NUL character (U+0000); names and places are text")
        }
    }

    static func validateID(_ id: String, field: String) throws(JobError) {
        guard (1...64).contains(id.count), id.allSatisfy(idCharacters.contains), id != ".", id != ".." else {
            throw JobError(code: .invalidId, field: field,
                           message: "'\(id.prefix(80))' must be 1–64 characters from A–Z a–z 0–9 . _ - (no '/', no '..')")
        }
    }
}
