import Chart
import LLM
import Report
import Store
import Support

/// Writes and renders one job's report: the backend writes the app's report object, the renderer wraps it
/// in an envelope (language, chart, versions, fallbacks) and renders the Markdown stored beside it.
public struct ReportComposer: Sendable {
    public let backend: any ReportBackend
    public let renderer: ReportRenderer

    public init(backend: any ReportBackend, renderer: ReportRenderer) {
        self.backend = backend
        self.renderer = renderer
    }

    public struct Composed: Sendable {
        public var output: BackendOutput
        public var envelope: ReportEnvelope
        public var markdown: String
    }

    public func compose(chart: Chart, request: ReportRequest) throws(JobError) -> Composed {
        let output: BackendOutput
        do {
            output = try backend.generate(chart: chart, request: request)
        } catch let error as LLMError {
            var failure = JobError(code: "llm_\(error.code.rawValue)", message: error.message)
            failure.promptTokens = error.usage.promptTokens
            failure.completionTokens = error.usage.completionTokens
            failure.costUSD = (backend as? LLMReportBackend)?.client.configuration.cost(of: error.usage) ?? 0
            throw failure
        } catch is ReportInterrupted {
            throw JobError(code: JobError.interrupted, message: "the run stopped before this job's report was requested")
        } catch {
            throw JobError(code: "backend_failed", message: "\(error)")
        }
        let envelope = renderer.envelope(for: output, backend: backend.name, chart: chart, request: request,
                                         generatedAt: Timestamp.now())
        return Composed(output: output, envelope: envelope, markdown: renderer.markdown(envelope).text)
    }
}
