import Chart
import Report
import Store
import Support

/// Writes and renders one job's report: the backend writes the app's report object, the renderer wraps it
/// in an envelope (language, chart, versions, fallbacks) and renders the Markdown stored beside it.
package struct ReportComposer: Sendable {
    package let backend: any ReportBackend
    package let renderer: ReportRenderer

    package init(backend: any ReportBackend, renderer: ReportRenderer) {
        self.backend = backend
        self.renderer = renderer
    }

    package struct Composed: Sendable {
        package var output: BackendOutput
        package var envelope: ReportEnvelope
        package var markdown: String
    }

    package func compose(chart: Chart, request: ReportRequest) throws(JobError) -> Composed {
        let output: BackendOutput
        do {
            output = try backend.generate(chart: chart, request: request)
        } catch let error as BackendFailure {
            throw JobError(error)
        } catch is ReportInterrupted {
            throw JobError(code: .interrupted, message: "the run stopped before this job's report was requested")
        } catch let error as BackendUnavailable {
            throw JobError(code: .backendUnavailable, message: error.message)
        } catch {
            throw JobError(code: .backendFailed, message: "\(error)")
        }
        return compose(output, chart: chart, request: request)
    }

    /// Wraps what the backend wrote (here, or in a batch) in its envelope and renders the Markdown.
    package func compose(_ output: BackendOutput, chart: Chart, request: ReportRequest) -> Composed {
        let envelope = renderer.envelope(for: output, backend: backend.name, chart: chart, request: request,
                                         generatedAt: Timestamp.now())
        return Composed(output: output, envelope: envelope, markdown: renderer.markdown(envelope).text)
    }
}
