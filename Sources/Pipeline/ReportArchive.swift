import Foundation
import Report
import Store

/// What the runner stored, as `reports`, `show` and `export` read it.
package struct ReportArchive {
    /// What `export` writes.
    package enum Format: String, CaseIterable, Sendable { case md, html, json, pdf, share }

    package let databasePath: String
    private let store: ReportStore

    package init(databasePath: String) throws {
        self.databasePath = databasePath
        store = try Self.existingStore(databasePath)
    }

    /// The store at `path`, which must exist: reading commands never create a database.
    static func existingStore(_ path: String) throws -> ReportStore {
        guard FileManager.default.fileExists(atPath: path) else {
            throw JobError(code: .databaseNotFound, message: "no database at \(path): run 'astrosvitla run' to create it, or pass --db")
        }
        return try ReportStore(path: path)
    }

    /// Newest first.
    package func reports(_ filter: ReportFilter) throws -> [StoredReport] { try store.reports(filter) }

    /// The listing `reports` prints, newest first, one row at a time (without envelopes and Markdown).
    package func eachListedReport(_ filter: ReportFilter, _ body: (StoredReport) throws -> Void) throws {
        try store.eachListedReport(filter, body)
    }

    package func report(id: Int) throws -> StoredReport {
        guard let report = try store.report(id: id) else {
            throw JobError(code: .reportNotFound, message: "no report with id \(id) in \(databasePath)")
        }
        return report
    }

    /// The stored report in `format`. Markdown is the stored text; JSON, HTML and PDF are rendered from the
    /// envelope (the app's report beside language_code, the request, the chart and generation metadata).
    /// `paper` applies to PDF (default: the language's, `Paper.default(for:)`).
    package func export(id: Int, format: Format, paper: Paper? = nil, environment: [String: String]) throws -> Data {
        let report = try report(id: id)
        switch format {
        case .md: return Data(report.content.reportMarkdown.utf8)
        case .json: return Data(try ReportRenderer.json(try envelope(of: report)).utf8)
        case .html: return Data(try ProcessorFactory.renderer(environment: environment).html(try envelope(of: report)).text.utf8)
        case .pdf:
            return try ReportPDF.render(try envelope(of: report), renderer: try ProcessorFactory.renderer(environment: environment),
                                        printer: try ChromiumPrinter(environment: environment), paper: paper)
        case .share: throw JobError(code: .invalidValue, message: "share exports are several files: use shareCards(id:)")
        }
    }

    /// The share carousel (`export --format share`): four PNG cards and the caption.
    package func shareCards(id: Int, environment: [String: String]) throws -> ShareCards {
        let envelope = try envelope(of: try report(id: id))
        return try ShareCards.render(envelope, renderer: try ProcessorFactory.renderer(environment: environment),
                                     printer: try ChromiumPrinter(environment: environment))
    }

    private func envelope(of report: StoredReport) throws -> ReportEnvelope {
        do { return try JSONDecoder().decode(ReportEnvelope.self, from: Data(report.content.envelopeJSON.utf8)) } catch {
            throw JobError(code: .envelopeUnreadable, message: "report \(report.id) has no readable envelope: \(error)")
        }
    }
}
