import Chart
import Ephemeris
import Foundation
import Localization
import Report
import TimeZones

/// QA samples: one job's chart written in every requested language (`astrosvitla samples`).
package enum SampleJob {
    /// Renders the job file's chart in `languages` with `backend` and writes the set under `outDirectory`:
    /// `<code>/report.{md,html,json}`, `index.html` and `summary.json`.
    package static func write(jobFile: String, languages: [Language], backend: BackendKind?, outDirectory: URL,
                             environment: [String: String]) throws -> SamplesSummary {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: jobFile)) } catch {
            throw JobError(code: .unreadable, message: "cannot read \(jobFile): \(error.localizedDescription)")
        }
        let sample: (chart: Chart, request: ReportRequest)
        do {
            sample = try load(data, fileName: URL(fileURLWithPath: jobFile).lastPathComponent,
                              zones: TimeZoneDatabase(environment: environment), ephemeris: try Ephemeris.bundled())
        } catch let error as JobError {
            throw JobError(code: error.code, message: "\(jobFile): \(error)")
        }
        let renderer = try ProcessorFactory.renderer(environment: environment)
        let writer = try ProcessorFactory.reportBackend(backend, environment: environment, renderer: renderer)
        let set = try Samples.generate(chart: sample.chart, request: sample.request, languages: languages, backend: writer,
                                       renderer: renderer)
        for file in set.files {
            let url = outDirectory.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .atomic)
            } catch {
                throw JobError(code: .writeFailed, message: "cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        return set.summary
    }

    /// The chart and report request of a job file, for `Samples.generate`.
    package static func load(_ data: Data, fileName: String, zones: TimeZoneDatabase,
                            ephemeris: Ephemeris) throws(JobError) -> (chart: Chart, request: ReportRequest) {
        let request = try JobRequest.parse(data, fileName: fileName)
        let birth = try request.resolveBirth(zones: zones, coverage: ephemeris.coverage)
        do {
            let chart = try ChartCalculator(provider: ephemeris).chart(for: birth.chartInput(houseSystems: [request.houseSystem]))
            return (chart, request.reportRequest(language: LanguageResolution.resolve(request.language).language))
        } catch {
            throw JobError(code: error.code, field: error.field, message: error.message)
        }
    }
}
