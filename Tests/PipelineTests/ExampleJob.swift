import Foundation
import JSON
@testable import Pipeline
import TestSupport

/// The example job `jobs/examples/olena-uk.json` under another id and language: one chart in any language.
enum ExampleJob {
    static let root = BuiltProducts.packageRoot(from: #filePath)

    static func data(id: String, language: Language) throws -> Data {
        let example = try Data(contentsOf: root.appendingPathComponent("jobs/examples/olena-uk.json"))
        guard case .object(let members) = try JSONParser.parse(String(decoding: example, as: UTF8.self)) else {
            throw JobError(code: .invalidJson, message: "the example job is not an object")
        }
        let changed = members.map { member in
            switch member.key {
            case "id": JSONMember("id", .string(id))
            case "language": JSONMember("language", .string(language.code))
            default: member
            }
        }
        return Data(JSONValue.object(changed).serialized().utf8)
    }
}
