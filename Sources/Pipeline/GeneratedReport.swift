import Chart
import Foundation
import JSON
import Report
import Store
import Support

/// One job's report as the pipeline made it: the resolved language, the envelope (the app's report, the
/// request, the chart and how it was generated) and the Markdown rendered from it. The runner hands it to
/// the store as a row (`NewReport(_:)`).
package struct GeneratedReport: Sendable {
    package var jobID: String
    /// The BCP 47 tag the job asked for; the envelope carries the language the report was written in.
    package var requestedLanguage: String
    package var languageFellBack: Bool
    package var envelope: ReportEnvelope
    package var markdown: String
    /// What the backend reported of its work: tokens, cost (nil: unknown price), attempts, correction.
    package var output: BackendOutput
    package var latencySeconds: Double

    package init(jobID: String, requestedLanguage: String, languageFellBack: Bool, envelope: ReportEnvelope, markdown: String,
                 output: BackendOutput, latencySeconds: Double = 0) {
        self.jobID = jobID
        self.requestedLanguage = requestedLanguage
        self.languageFellBack = languageFellBack
        self.envelope = envelope
        self.markdown = markdown
        self.output = output
        self.latencySeconds = latencySeconds
    }
}

extension NewReport {
    /// The row for `report`: the envelope is the stored content; the columns beside it are what `reports`,
    /// `status` and SQL filters read without parsing it.
    init(_ report: GeneratedReport) throws(JobError) {
        let envelope = report.envelope, generation = envelope.generation
        let json: String
        // Compact, keys in declaration order, through the streaming encoder (`bench run` measures it).
        do { json = try StreamingJSONEncoder().encode(envelope) { String(decoding: $0, as: UTF8.self) } } catch {
            throw JobError(code: .encodingFailed, message: "could not encode the report envelope: \(error)")
        }
        self.init(jobID: report.jobID, languageCode: envelope.languageCode, requestedLanguage: report.requestedLanguage,
                  languageFallback: report.languageFellBack, area: envelope.request.area.rawValue,
                  houseSystem: envelope.chart.houseSystemUsed?.rawValue, envelopeJSON: json, reportMarkdown: report.markdown,
                  backend: generation.backend, model: generation.model, promptVersion: generation.promptVersion,
                  templateVersion: generation.templateVersion, glossaryVersion: generation.glossaryVersion,
                  promptTokens: generation.promptTokens ?? 0, cachedTokens: report.output.cachedTokens,
                  completionTokens: generation.completionTokens ?? 0, costUSD: report.output.costUSD,
                  httpAttempts: report.output.httpAttempts, corrected: report.output.corrected,
                  batched: report.output.batched, factClaims: report.output.factClaims, latencyMilliseconds: report.latencySeconds * 1000)
    }
}

extension NewReport {
    /// What `job_done` says of the answer's checks: the claims the fact check found true and whether the
    /// corrective retry was needed (counts only, never the text).
    /// Also the requested tag a language fallback replaced ("xx" written in English), so a cron log shows it.
    var checkFields: [String: LogValue] {
        var fields: [String: LogValue] = languageFallback ? ["language_fallback": .string(requestedLanguage)] : [:]
        if let factClaims { fields.merge(["fact_claims": .int(factClaims), "corrected": .bool(corrected)]) { $1 } }
        return fields
    }
}
