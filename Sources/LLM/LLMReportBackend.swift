import Chart
import Dispatch
import Report
import Support

/// The report backend that asks a model: the prompt from the report templates (target language named
/// in English and natively, the chart in the glossary's terms), the language in the request's metadata,
/// and an answer the client has validated for schema, language, terminology and the chart's facts.
package struct LLMReportBackend: ReportBackend {
    package let client: LLMClient
    package let prompts: PromptBuilder
    /// At most this many requests in flight (`run --concurrency`); the job runner gives the backend a few
    /// more threads than that, so rendering one answer never keeps the next request from being sent.
    private let inFlight: DispatchSemaphore

    /// Raised when the run stops: a job still waiting for a slot is not sent (`ReportInterrupted`).
    private let stop: StopFlag?

    /// Holds requests back while the server is down (shared by all workers).
    package let outages: OutageGate

    package init(client: LLMClient, prompts: PromptBuilder, maxInFlight: Int = 1, stop: StopFlag? = nil,
                 outages: OutageGate = OutageGate()) {
        self.client = client
        self.prompts = prompts
        inFlight = DispatchSemaphore(value: max(1, maxInFlight))
        self.stop = stop
        self.outages = outages
    }

    package var name: String { "llm" }
    package var waitsOnNetwork: Bool { true }

    /// The prompt for `chart` and what the client sends for it. The schema travels in `response_format`;
    /// repeating it in the prompt would only cost tokens.
    package func generationRequest(chart: Chart, request: ReportRequest) -> (prompt: Prompt, request: GenerationRequest) {
        let prompt = prompts.build(chart: chart, request: request, schemaJSON: "")
        return (prompt, GenerationRequest(systemMessage: prompt.system, userMessage: prompt.user, language: request.language,
                                          jobID: request.jobID ?? "", requiredTerms: prompt.expectedTerms,
                                          forbiddenTerms: prompt.forbiddenTerms,
                                          factCheck: FactCheck(chart: chart, request: request, localizer: prompts.localizer)))
    }

    /// The backend's output for a validated answer.
    package func output(_ result: GenerationResult, prompt: Prompt, batched: Bool = false) -> BackendOutput {
        BackendOutput(report: result.report, model: result.model, promptVersion: prompt.versionHash,
                      promptTokens: result.usage.promptTokens, completionTokens: result.usage.completionTokens,
                      costUSD: result.cost, cachedTokens: result.usage.cachedTokens, httpAttempts: result.attempts,
                      corrected: result.corrected, batched: batched, factClaims: result.factClaims, issues: prompt.issues, fallbackStrings: prompt.fallbackStrings)
    }

    /// What a failed generation still billed, as the store records it.
    package func bill(_ error: LLMError, batched: Bool = false) -> Bill {
        Bill(promptTokens: error.usage.promptTokens, cachedTokens: error.usage.cachedTokens,
             completionTokens: error.usage.completionTokens,
             costUSD: client.configuration.cost(of: error.usage, batched: batched), httpAttempts: error.attempts)
    }

    package func generate(chart: Chart, request: ReportRequest) throws -> BackendOutput {
        let (prompt, generation) = generationRequest(chart: chart, request: request)
        inFlight.wait()
        defer { inFlight.signal() }
        if stop?.isRaised == true { throw ReportInterrupted() }
        let result: GenerationResult
        do {
            // An outage holds the job here (its claim kept alive by the runner's heartbeat) until the server
            // answers again or the run's outage wait is over; only answers fail a job.
            while true {
                try outages.waitForTurn(stop: stop)
                do {
                    result = try client.generate(generation)
                    outages.recordAnswer()
                    break
                } catch let error as LLMError where error.code.isOutage {
                    outages.recordOutage()
                }
            }
        } catch let error as LLMError {
            outages.recordAnswer()
            throw BackendFailure(code: error.code.outcome, message: error.message, billed: bill(error))
        }
        return output(result, prompt: prompt)
    }
}
