import JSON
import Localization
import Report

/// One report to generate. The prompt text comes from the caller; the client adds the language line,
/// the schema and the metadata (see docs/llm.md).
package struct GenerationRequest: Sendable {
    package var systemMessage: String
    package var userMessage: String
    package var language: Language
    /// Sent as `metadata.job_id`; also useful to find the request in server logs.
    package var jobID: String
    package var schemaName: String
    package var schema: JSONValue
    /// Glossary names for this chart's placements that must appear in the report; `|` separates
    /// accepted inflected forms (`Сонце|Сонця|Сонцем`).
    package var requiredTerms: [String]
    /// English terms that must not appear (as whole words) in a report in another language; leave out
    /// words the language shares with English (German "Mars").
    package var forbiddenTerms: [String]
    /// What the answer's claims are checked against (the chart it was asked about); nil checks none.
    package var factCheck: FactCheck?
    /// Overrides the configuration's `max_completion_tokens` (token counts differ widely by language).
    package var maxTokens: Int?

    package init(systemMessage: String, userMessage: String, language: Language, jobID: String,
                schemaName: String = AppReportSchema.name, schema: JSONValue = AppReportSchema.schema,
                requiredTerms: [String] = [], forbiddenTerms: [String] = [], factCheck: FactCheck? = nil, maxTokens: Int? = nil) {
        self.systemMessage = systemMessage
        self.userMessage = userMessage
        self.language = language
        self.jobID = jobID
        self.schemaName = schemaName
        self.schema = schema
        self.requiredTerms = requiredTerms
        self.forbiddenTerms = forbiddenTerms
        self.factCheck = factCheck
        self.maxTokens = maxTokens
    }
}
