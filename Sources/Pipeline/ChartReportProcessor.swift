import Chart
import Ephemeris
import Foundation
import Localization
import Store
import TimeZones

/// The pipeline for one job: birth → UT (zone history) → chart → report in the resolved language.
public struct ChartReportProcessor: JobProcessor {
    let ephemeris: Ephemeris
    let zones: TimeZoneDatabase
    let writer: ReportWriter

    public init(ephemeris: Ephemeris, zones: TimeZoneDatabase, writer: ReportWriter) {
        self.ephemeris = ephemeris
        self.zones = zones
        self.writer = writer
    }

    public func validate(_ request: JobRequest) throws(JobError) {
        _ = try request.resolveBirth(zones: zones, coverage: ephemeris.coverage)
    }

    public func process(_ request: JobRequest) throws(JobError) -> NewReport {
        let started = Date()
        let resolution = LanguageResolution.resolve(request.language)
        let birth = try request.resolveBirth(zones: zones, coverage: ephemeris.coverage)
        let chart: Chart
        do {
            chart = try ChartCalculator(provider: ephemeris).chart(for: birth.chartInput(houseSystems: [request.houseSystem]))
        } catch {
            throw JobError(code: error.code, field: error.field, message: error.message)
        }
        let written = try writer.write(ReportContext(request: request, language: resolution.language, birth: birth, chart: chart))
        return NewReport(
            jobID: request.id, languageCode: resolution.language.code, requestedLanguage: resolution.requested,
            languageFallback: resolution.fellBack, area: request.area.rawValue, houseSystem: chart.houseSystemUsed?.rawValue,
            chartJSON: try Self.json(chart), reportJSON: try Self.json(written.report), reportMarkdown: written.markdown,
            backend: written.backend.rawValue, model: written.model, promptVersion: written.promptVersion,
            templateVersion: written.templateVersion, glossaryVersion: written.glossaryVersion,
            promptTokens: written.promptTokens, completionTokens: written.completionTokens, costUSD: written.costUSD,
            latencyMilliseconds: Date().timeIntervalSince(started) * 1000)
    }

    /// Compact JSON with keys in declaration order (readers parse it; the order carries no meaning).
    static func json<T: Encodable>(_ value: T) throws(JobError) -> String {
        do { return try StreamingJSONEncoder().encode(value) { String(decoding: $0, as: UTF8.self) } } catch {
            throw JobError(code: "encoding_failed", message: "could not encode \(T.self): \(error)")
        }
    }
}
