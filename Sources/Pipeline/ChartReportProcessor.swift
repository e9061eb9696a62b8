import Chart
import Ephemeris
import Foundation
import Localization
import Report
import TimeZones

/// The pipeline for one job: birth → UT (zone history) → chart → report in the resolved language.
package struct ChartReportProcessor: JobProcessor {
    let ephemeris: Ephemeris
    let zones: TimeZoneDatabase
    let composer: ReportComposer?

    /// `composer` nil: validation only (`enqueue`).
    package init(ephemeris: Ephemeris, zones: TimeZoneDatabase, composer: ReportComposer?) {
        self.ephemeris = ephemeris
        self.zones = zones
        self.composer = composer
    }

    package var additionalWorkers: Int {
        composer?.backend.waitsOnNetwork == true ? ProcessInfo.processInfo.activeProcessorCount : 0
    }

    package func validate(_ request: JobRequest) throws(JobError) {
        _ = try request.resolveBirth(zones: zones, coverage: ephemeris.coverage)
    }

    package func process(_ request: JobRequest) throws(JobError) -> GeneratedReport {
        guard let composer else { throw JobError(code: .noBackend, message: "this processor only validates") }
        let started = Date()
        let resolution = LanguageResolution.resolve(request.language)
        let birth = try request.resolveBirth(zones: zones, coverage: ephemeris.coverage)
        let chart: Chart
        do {
            chart = try ChartCalculator(provider: ephemeris).chart(for: birth.chartInput(houseSystems: [request.houseSystem]))
        } catch {
            throw JobError(code: error.code, field: error.field, message: error.message)
        }
        let composed = try composer.compose(chart: chart, request: request.reportRequest(language: resolution.language))
        return GeneratedReport(jobID: request.id, requestedLanguage: resolution.requested, languageFellBack: resolution.fellBack,
                               envelope: composed.envelope, markdown: composed.markdown, output: composed.output,
                               latencySeconds: Date().timeIntervalSince(started))
    }
}

extension JobRequest {
    /// What the report shows of the request, in the resolved language.
    func reportRequest(language: Language) -> ReportRequest {
        ReportRequest(name: name ?? "", area: area, language: language, birth: BirthLabels(
            date: birth.date, time: birth.time, place: birth.place, timeZone: birth.timeZone ?? birth.utcOffset.map { "UTC\($0)" },
            latitude: birth.latitude, longitude: birth.longitude), jobID: id)
    }
}
