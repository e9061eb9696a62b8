import Foundation
import LLM
import Localization
import Report

/// The prompt for one report and what the answer must contain.
public struct ReportPrompt: Sendable {
    public var system: String
    public var user: String
    /// Hash of the prompt templates, stored with the report.
    public var version: String
    /// Glossary names of this chart's placements that must appear (`|` separates inflected forms).
    public var requiredTerms: [String]
    /// English terms that must not leak into another language.
    public var forbiddenTerms: [String]
}

/// Builds prompts and renders answers; the report-assembly module provides it.
public protocol ReportComposer: Sendable {
    func prompt(for context: ReportContext) throws(JobError) -> ReportPrompt
    func markdown(for report: AppReport, context: ReportContext) throws(JobError) -> String
}

/// Writes reports with an OpenAI-compatible model: the language goes into the prompt and the request's
/// metadata; the answer is validated (schema, language, terminology) by the client before it comes back.
struct LLMReportWriter: ReportWriter {
    let client: LLMClient
    let composer: ReportComposer

    func write(_ context: ReportContext) throws(JobError) -> WrittenReport {
        let prompt = try composer.prompt(for: context)
        let result: GenerationResult
        do {
            result = try client.generate(GenerationRequest(
                systemMessage: prompt.system, userMessage: prompt.user, language: context.language, jobID: context.request.id,
                requiredTerms: prompt.requiredTerms, forbiddenTerms: prompt.forbiddenTerms))
        } catch let error as LLMError {
            throw JobError(code: "llm_\(error.code.rawValue)", message: error.message)
        } catch {
            throw JobError(code: "llm_error", message: "\(error)")
        }
        var written = WrittenReport(report: result.report, markdown: try composer.markdown(for: result.report, context: context),
                                    backend: .llm, model: result.model, promptVersion: prompt.version)
        written.promptTokens = result.usage.promptTokens
        written.completionTokens = result.usage.completionTokens
        written.costUSD = result.cost ?? 0
        return written
    }
}
