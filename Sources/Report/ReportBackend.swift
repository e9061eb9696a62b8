import Chart

/// Something that writes the report object for a chart: the offline writer here, the LLM backend in the
/// LLM module (which wraps `PromptBuilder` and `LLMClient`). Synchronous: the job runner gives each job a
/// thread of its own, and a blocking libcurl call is the whole of an LLM backend's work.
public protocol ReportBackend: Sendable {
    /// Stored as `generation.backend`: `offline` or `llm`.
    var name: String { get }
    func generate(chart: Chart, request: ReportRequest) throws -> BackendOutput
}

/// One generated report and how it was made.
public struct BackendOutput: Sendable, Equatable {
    public var report: AppReport
    public var model: String?
    public var promptVersion: String?
    public var promptTokens: Int?
    public var completionTokens: Int?
    /// USD, from the model's price table; nil when unknown or free.
    public var costUSD: Double?
    /// String problems met while writing (the offline writer's unresolved keys).
    public var issues: [String]
    /// Glossary keys this report (or its prompt) had to take from English.
    public var fallbackStrings: [String]

    public init(report: AppReport, model: String? = nil, promptVersion: String? = nil, promptTokens: Int? = nil,
                completionTokens: Int? = nil, costUSD: Double? = nil, issues: [String] = [], fallbackStrings: [String] = []) {
        self.report = report
        self.model = model
        self.promptVersion = promptVersion
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.costUSD = costUSD
        self.issues = issues
        self.fallbackStrings = fallbackStrings
    }
}

extension OfflineReportWriter: ReportBackend {
    public var name: String { Self.backend }

    public func generate(chart: Chart, request: ReportRequest) throws -> BackendOutput {
        generateOutput(chart: chart, request: request)
    }
}

extension ReportRenderer {
    /// The envelope to store for `output`: versions from the templates and glossaries, and the English
    /// fallbacks this report itself met (not another job's).
    public func envelope(for output: BackendOutput, backend: String, chart: Chart, request: ReportRequest,
                         generatedAt: String? = nil) -> ReportEnvelope {
        let fallbacks = output.fallbackStrings.sorted()
        return ReportEnvelope(request: request, report: output.report, chart: chart, generation: GenerationMetadata(
            backend: backend, model: output.model, promptVersion: output.promptVersion, templateVersion: templates.version,
            glossaryVersion: glossaryVersion, promptTokens: output.promptTokens,
            completionTokens: output.completionTokens, fallbackStrings: fallbacks, generatedAt: generatedAt))
    }
}
