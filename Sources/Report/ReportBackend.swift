import Chart
import Support

/// Something that writes the report object for a chart: the offline writer here, the LLM backend in the
/// LLM module (which wraps `PromptBuilder` and `LLMClient`). Synchronous: the job runner gives each job a
/// thread of its own, and a blocking libcurl call is the whole of an LLM backend's work.
package protocol ReportBackend: Sendable {
    /// Stored as `generation.backend`: `offline` or `llm`.
    var name: String { get }
    /// Whether a job mostly waits on the network: the runner then adds workers for rendering beside the
    /// requests in flight.
    var waitsOnNetwork: Bool { get }
    /// Throws `BackendFailure` for a failure with a stable code, `ReportInterrupted` when the run stopped
    /// before the request was sent.
    func generate(chart: Chart, request: ReportRequest) throws -> BackendOutput
}

extension ReportBackend {
    package var waitsOnNetwork: Bool { false }
}

/// Why a backend could not write a report: a stable code (`llm_timeout`, `llm_http_401` …) for the database and
/// scripts, a message without secrets, and what the failed attempts still billed.
package typealias BackendFailure = ReportError

/// One generated report and how it was made.
package struct BackendOutput: Sendable, Equatable {
    package var report: AppReport
    package var model: String?
    package var promptVersion: String?
    package var promptTokens: Int?
    package var completionTokens: Int?
    /// USD, from the model's price table; 0 for the offline writer; nil when the model's price is unknown.
    package var costUSD: Double?
    /// Prompt tokens the provider served from its cache.
    package var cachedTokens: Int
    /// HTTP requests it took (0 offline), and whether the corrective retry wrote the answer.
    package var httpAttempts: Int
    package var corrected: Bool
    /// Whether the Batch API wrote it (the cost is then at the batch price).
    package var batched: Bool
    /// Claims about the chart the fact check found in a model's answer (all true); nil when nothing was checked.
    package var factClaims: Int?
    /// String problems met while writing (the offline writer's unresolved keys).
    package var issues: [String]
    /// Glossary keys this report (or its prompt) had to take from English.
    package var fallbackStrings: [String]

    package init(report: AppReport, model: String? = nil, promptVersion: String? = nil, promptTokens: Int? = nil,
                completionTokens: Int? = nil, costUSD: Double? = 0, cachedTokens: Int = 0, httpAttempts: Int = 0,
                corrected: Bool = false, batched: Bool = false, factClaims: Int? = nil, issues: [String] = [],
                fallbackStrings: [String] = []) {
        self.report = report
        self.model = model
        self.promptVersion = promptVersion
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.costUSD = costUSD
        self.cachedTokens = cachedTokens
        self.httpAttempts = httpAttempts
        self.corrected = corrected
        self.batched = batched
        self.factClaims = factClaims
        self.issues = issues
        self.fallbackStrings = fallbackStrings
    }
}

extension OfflineReportWriter: ReportBackend {
    package var name: String { Self.backend }

    package func generate(chart: Chart, request: ReportRequest) throws -> BackendOutput {
        generateOutput(chart: chart, request: request)
    }
}

extension ReportRenderer {
    /// The envelope to store for `output`: versions from the templates and glossaries, and the English
    /// fallbacks this report itself met (not another job's).
    package func envelope(for output: BackendOutput, backend: String, chart: Chart, request: ReportRequest,
                         generatedAt: String? = nil) -> ReportEnvelope {
        let fallbacks = output.fallbackStrings.sorted()
        return ReportEnvelope(request: request, report: output.report, chart: chart, generation: GenerationMetadata(
            backend: backend, model: output.model, promptVersion: output.promptVersion, templateVersion: templates.version,
            glossaryVersion: glossaryVersion, promptTokens: output.promptTokens,
            completionTokens: output.completionTokens, fallbackStrings: fallbacks, generatedAt: generatedAt))
    }
}
