import Foundation
import Chart
import LLM
import Report

/// A chart request as an operator writes it (see `docs/job.schema.json`), validated field by field.
public struct JobRequest: Sendable, Equatable {
    public var id: String
    public var name: String?
    public var birth: BirthData
    /// The BCP 47 tag as given; it resolves to a report language when the job runs.
    public var language: String
    public var area: ReportArea
    public var houseSystem: HouseSystem
    /// Set by a `+regenerate` marker in the queue file name (`enqueue --regenerate` writes it).
    public var regenerate: Bool

    /// Queue files above this size are rejected unread.
    public static let maximumFileSize = 1 << 20
    static let topLevelKeys: Set<String> = ["id", "name", "birth", "language", "area", "houseSystem"]
    static let idCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")

    /// Parses and validates a request; `fileName` gives the default id and the regenerate marker.
    public static func parse(_ data: Data, fileName: String) throws(JobError) -> JobRequest {
        let value = try document(data)
        let reader = try JSONObjectReader(value, path: "")
        try reader.rejectUnknownKeys(topLevelKeys)

        let marker = QueueFileName(fileName)
        let id = try reader.optionalString("id") ?? marker.defaultID
        try validateID(id, field: reader.object["id"] == nil ? "id (from the file name)" : "id")

        let name = try reader.optionalString("name")
        if let name, name.count > 200 {
            throw JobError(code: "invalid_value", field: "name", message: "longer than 200 characters")
        }
        let language = try reader.string("language")
        guard !language.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw JobError(code: "invalid_value", field: "language", message: "empty language tag")
        }
        let areaName = try reader.string("area")
        guard let area = ReportArea(rawValue: areaName) else {
            throw JobError(code: "unknown_area", field: "area", message: "'\(areaName)' is not one of "
                           + ReportArea.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var houseSystem = HouseSystem.placidus
        if let systemName = try reader.optionalString("houseSystem") {
            guard let system = HouseSystem(rawValue: systemName) else {
                throw JobError(code: "unknown_house_system", field: "houseSystem", message: "'\(systemName)' is not one of "
                               + HouseSystem.allCases.map(\.rawValue).joined(separator: ", "))
            }
            houseSystem = system
        }
        let birth = try Self.birth(try reader.object("birth"))
        return JobRequest(id: id, name: name, birth: birth, language: language, area: area,
                          houseSystem: houseSystem, regenerate: marker.regenerate)
    }

    /// Decodes the bytes as a JSON document: empty files, binary junk and syntax errors each get their own code.
    static func document(_ data: Data) throws(JobError) -> JSONValue {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // a UTF-8 BOM is harmless: accept it
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw JobError(code: "not_utf8", message: "the file is not UTF-8 text (binary data?)")
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw JobError(code: "empty_file", message: "the file is empty")
        }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw JobError(code: "invalid_json", message: "not valid JSON: \(describe(error))")
        }
    }

    static func describe(_ error: Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
        let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        return underlying ?? context.debugDescription
    }

    static func validateID(_ id: String, field: String) throws(JobError) {
        guard (1...64).contains(id.count), id.allSatisfy(idCharacters.contains), id != ".", id != ".." else {
            throw JobError(code: "invalid_id", field: field,
                           message: "'\(id.prefix(80))' must be 1–64 characters from A–Z a–z 0–9 . _ - (no '/', no '..')")
        }
    }
}
