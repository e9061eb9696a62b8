import Chart
import Localization

/// A stored report: the app's object plus what the app loses (`share_content` is inside `report`), the
/// language, the chart snapshot it was written from and how it was generated. Snake_case JSON.
package struct ReportEnvelope: Sendable, Equatable, Codable {
    package var languageCode: String
    package var request: ReportRequest
    package var report: AppReport
    package var chart: Chart
    package var generation: GenerationMetadata

    package init(request: ReportRequest, report: AppReport, chart: Chart, generation: GenerationMetadata) {
        languageCode = request.language.code
        self.request = request
        self.report = report
        self.chart = chart
        self.generation = generation
    }

    package var language: Language { Language(rawValue: languageCode) ?? .base }

    enum CodingKeys: String, CodingKey {
        case languageCode = "language_code"
        case request, report, chart, generation
    }
}

/// How a report came to be. Nothing here claims a source that was not used: there is no knowledge base,
/// so there is no `knowledge_usage`.
package struct GenerationMetadata: Sendable, Equatable, Codable {
    /// `offline` or `llm`.
    package var backend: String
    package var model: String?
    /// Hash of the prompt templates (`PromptBuilder.versionHash`); nil for offline reports.
    package var promptVersion: String?
    package var templateVersion: String
    package var glossaryVersion: String
    package var promptTokens: Int?
    package var completionTokens: Int?
    /// Glossary keys that came from English in this report's language.
    package var fallbackStrings: [String]
    /// ISO 8601; nil in golden files so they stay byte-stable.
    package var generatedAt: String?

    package init(backend: String, model: String? = nil, promptVersion: String? = nil, templateVersion: String,
                glossaryVersion: String, promptTokens: Int? = nil, completionTokens: Int? = nil,
                fallbackStrings: [String] = [], generatedAt: String? = nil) {
        self.backend = backend
        self.model = model
        self.promptVersion = promptVersion
        self.templateVersion = templateVersion
        self.glossaryVersion = glossaryVersion
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.fallbackStrings = fallbackStrings
        self.generatedAt = generatedAt
    }

    enum CodingKeys: String, CodingKey {
        case backend, model
        case promptVersion = "prompt_version"
        case templateVersion = "template_version"
        case glossaryVersion = "glossary_version"
        case promptTokens = "prompt_tokens"
        case completionTokens = "completion_tokens"
        case fallbackStrings = "fallback_strings"
        case generatedAt = "generated_at"
    }
}
