import Chart
import Localization
import Report

/// Everything a writer needs to write one report.
public struct ReportContext: Sendable {
    public var request: JobRequest
    public var language: Language
    public var birth: ResolvedBirth
    public var chart: Chart
}

/// A written report and how it was made.
public struct WrittenReport: Sendable {
    public var report: AppReport
    public var markdown: String
    public var backend: Backend
    public var model: String?
    public var promptVersion: String?
    public var templateVersion: String?
    public var glossaryVersion: String?
    public var promptTokens = 0
    public var completionTokens = 0
    public var costUSD = 0.0

    public init(report: AppReport, markdown: String, backend: Backend, model: String? = nil, promptVersion: String? = nil,
                templateVersion: String? = nil, glossaryVersion: String? = nil) {
        self.report = report
        self.markdown = markdown
        self.backend = backend
        self.model = model
        self.promptVersion = promptVersion
        self.templateVersion = templateVersion
        self.glossaryVersion = glossaryVersion
    }
}

/// Writes the report text: the offline writer or the LLM backend. Shared by all worker threads.
public protocol ReportWriter: Sendable {
    func write(_ context: ReportContext) throws(JobError) -> WrittenReport
}
