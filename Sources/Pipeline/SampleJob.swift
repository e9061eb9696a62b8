import Chart
import Ephemeris
import Foundation
import Localization
import Report
import TimeZones

/// QA samples: one job's chart written in every requested language (`astrosvitla samples`).
public enum SampleJob {
    /// The chart and report request of a job file, for `Samples.generate`.
    public static func load(_ data: Data, fileName: String, zones: TimeZoneDatabase,
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
