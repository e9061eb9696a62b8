import Foundation
import JSON
import LLM
import Support
import Testing

struct AppReportSchemaTests {
    @Test func reportSchemaIsStrictAndListsFieldsInTheAppsOrder() throws {
        let text = AppReportSchema.schema.serialized()
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(schema["required"] as? [String] == ["summary", "key_influences", "detailed_analysis", "recommendations", "share_content"])
        let properties = try #require(schema["properties"] as? [String: Any])
        let share = try #require(properties["share_content"] as? [String: Any])
        #expect(share["additionalProperties"] as? Bool == false)
        #expect((share["required"] as? [String])?.count == 4)
        let keyInfluences = try #require(properties["key_influences"] as? [String: Any])
        #expect(keyInfluences["minItems"] as? Int == 10 && keyInfluences["maxItems"] as? Int == 10)
        // The share texts' limits, for servers that compile the schema to a grammar (dropped for one that refuses them).
        let summary = try #require((share["properties"] as? [String: Any])?["condensed_summary"] as? [String: Any])
        #expect(summary["maxLength"] as? Int == 280)
    }
}

struct LLMOutcomeCodeTests {
    /// A job that fails in the LLM backend is stored with `llm_` + the client's code; each one is in the catalogue.
    @Test(arguments: LLMError.Code.allCases)
    func everyClientCodeHasItsOutcomeCode(_ code: LLMError.Code) {
        #expect(OutcomeCode(rawValue: "llm_" + code.rawValue) != nil)
        #expect(code.outcome.rawValue == "llm_" + code.rawValue)
    }
}
