import Localization

/// One report to generate. The prompt text comes from the caller; the client adds the language line,
/// the schema and the metadata (see docs/llm.md).
public struct GenerationRequest: Sendable {
    public var systemMessage: String
    public var userMessage: String
    public var language: Language
    /// Sent as `metadata.job_id`; also useful to find the request in server logs.
    public var jobID: String
    public var schemaName: String
    public var schema: JSONValue
    /// Glossary names for this chart's placements that must appear in the report; `|` separates
    /// accepted inflected forms (`Сонце|Сонця|Сонцем`).
    public var requiredTerms: [String]
    /// English terms that must not appear (as whole words) in a report in another language; leave out
    /// words the language shares with English (German "Mars").
    public var forbiddenTerms: [String]
    /// Overrides the configuration's `max_completion_tokens` (token counts differ widely by language).
    public var maxTokens: Int?

    public init(systemMessage: String, userMessage: String, language: Language, jobID: String,
                schemaName: String = AppReportSchema.name, schema: JSONValue = AppReportSchema.schema,
                requiredTerms: [String] = [], forbiddenTerms: [String] = [], maxTokens: Int? = nil) {
        self.systemMessage = systemMessage
        self.userMessage = userMessage
        self.language = language
        self.jobID = jobID
        self.schemaName = schemaName
        self.schema = schema
        self.requiredTerms = requiredTerms
        self.forbiddenTerms = forbiddenTerms
        self.maxTokens = maxTokens
    }
}
