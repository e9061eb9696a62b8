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
                             exports: Bool = false, environment: [String: String]) throws -> SamplesSummary {
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
        for file in set.files { try write(Data(file.text.utf8), to: outDirectory.appendingPathComponent(file.path)) }
        guard exports else { return set.summary }
        var summary = set.summary
        let printer = try ChromiumPrinter(environment: environment)
        for index in summary.languages.indices where summary.languages[index].written {
            let code = summary.languages[index].code
            summary.languages[index].exportProblems = export(code, in: outDirectory, renderer: renderer, printer: printer,
                                                                 pages: &summary.languages[index].pdfPages)
        }
        try write(Data(Samples.index(summary).utf8), to: outDirectory.appendingPathComponent("index.html"))
        try write(Data(try summary.json().utf8), to: outDirectory.appendingPathComponent("summary.json"))
        return summary
    }

    /// `<code>/report.pdf` and `<code>/share/` from the language's written envelope; what failed, as problems.
    private static func export(_ code: String, in folder: URL, renderer: ReportRenderer, printer: ChromiumPrinter,
                               pages: inout Int?) -> [String] {
        let envelopeFile = folder.appendingPathComponent("\(code)/report.json")
        let envelope: ReportEnvelope
        do { envelope = try JSONDecoder().decode(ReportEnvelope.self, from: Data(contentsOf: envelopeFile)) } catch {
            return ["export: cannot read \(envelopeFile.path): \(error.localizedDescription)"]
        }
        var problems: [String] = []
        do {
            let pdf = try ReportPDF.render(envelope, renderer: renderer, printer: printer)
            try write(pdf, to: folder.appendingPathComponent("\(code)/report.pdf"))
            pages = PDFMetadata.pageCount(pdf)
        } catch {
            problems.append("\(error.code.rawValue): \(error.message)")
        }
        do {
            let share = try ShareCards.render(envelope, renderer: renderer, printer: printer)
            for (index, card) in share.cards.enumerated() {
                try write(card, to: folder.appendingPathComponent("\(code)/share/card-\(index + 1).png"))
            }
            try write(Data(share.caption.utf8), to: folder.appendingPathComponent("\(code)/share/caption.txt"))
        } catch {
            problems.append("\(error.code.rawValue): \(error.message)")
        }
        return problems
    }

    private static func write(_ data: Data, to url: URL) throws(JobError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw JobError(code: .writeFailed, message: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// The chart and report request of a job file, for `Samples.generate`.
    package static func load(_ data: Data, fileName: String, zones: TimeZoneDatabase,
                            ephemeris: Ephemeris) throws(JobError) -> (chart: Chart, request: ReportRequest) {
        let request = try JobRequest.parse(data, fileName: fileName)
        let birth = try request.resolveBirth(zones: zones, coverage: ephemeris.coverage)
        do {
            let chart = try ChartCalculator(provider: ephemeris).chart(for: birth, houseSystems: [request.houseSystem])
            return (chart, request.reportRequest(language: LanguageResolution.resolve(request.language).language))
        } catch {
            throw JobError(code: error.code, field: error.field, message: error.message)
        }
    }
}
