import Chart
import Ephemeris
import Foundation
import Localization
import Report
import Support
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
        let job = try prepare(request)
        return finish(job, try composer.compose(chart: job.chart, request: job.reportRequest))
    }

    /// The chart and the report request in the resolved language: everything a backend writes from. Batch mode
    /// does this twice per job, to send the request and to judge its answer, with the same result.
    package func prepare(_ request: JobRequest) throws(JobError) -> PreparedJob {
        let started = Date()
        let resolution = LanguageResolution.resolve(request.language)
        let birth = try request.resolveBirth(zones: zones, coverage: ephemeris.coverage)
        let chart: Chart
        do {
            chart = try ChartCalculator(provider: ephemeris).chart(for: birth, houseSystems: [request.houseSystem])
        } catch {
            throw JobError(code: error.code, field: error.field, message: error.message)
        }
        return PreparedJob(request: request, resolution: resolution, chart: chart,
                           reportRequest: request.reportRequest(language: resolution.language), started: started)
    }

    package func finish(_ job: PreparedJob, _ composed: ReportComposer.Composed) -> GeneratedReport {
        GeneratedReport(jobID: job.request.id, requestedLanguage: job.resolution.requested, languageFellBack: job.resolution.fellBack,
                        envelope: composed.envelope, markdown: composed.markdown, output: composed.output,
                        latencySeconds: Date().timeIntervalSince(job.started))
    }
}

/// A parsed job with its chart, ready for a backend.
package struct PreparedJob: Sendable {
    package let request: JobRequest
    package let resolution: LanguageResolution
    package let chart: Chart
    package let reportRequest: ReportRequest
    let started: Date
}

extension JobRequest {
    /// What the report shows of the request, in the resolved language.
    func reportRequest(language: Language) -> ReportRequest {
        ReportRequest(name: name ?? "", area: area, language: language, birth: BirthLabels(
            date: birth.date, time: birth.time, place: birth.place, timeZone: birth.timeZone ?? birth.utcOffset.map { "UTC\($0)" },
            latitude: birth.latitude, longitude: birth.longitude), jobID: id, reportDate: Timestamp.today())
    }
}
