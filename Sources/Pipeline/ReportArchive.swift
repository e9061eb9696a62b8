import Foundation
import Report
import Store

/// What the runner stored, as `reports`, `show` and `export` read it.
package struct ReportArchive {
    /// What `export` writes.
    package enum Format: String, CaseIterable, Sendable { case md, html, json }

    package let databasePath: String
    private let store: ReportStore

    package init(databasePath: String) throws {
        self.databasePath = databasePath
        store = try ReportStore(path: databasePath)
    }

    /// Newest first.
    package func reports(_ filter: ReportFilter) throws -> [StoredReport] { try store.reports(filter) }

    package func report(id: Int) throws -> StoredReport {
        guard let report = try store.report(id: id) else {
            throw JobError(code: .reportNotFound, message: "no report with id \(id) in \(databasePath)")
        }
        return report
    }

    /// The stored report in `format`. Markdown is the stored text; JSON and HTML are rendered from the
    /// envelope (the app's report beside language_code, the request, the chart and generation metadata).
    package func export(id: Int, format: Format, environment: [String: String]) throws -> String {
        let report = try report(id: id)
        switch format {
        case .md: return report.content.reportMarkdown
        case .json: return try ReportRenderer.json(try envelope(of: report))
        case .html: return try ProcessorFactory.renderer(environment: environment).html(try envelope(of: report)).text
        }
    }

    private func envelope(of report: StoredReport) throws -> ReportEnvelope {
        do { return try JSONDecoder().decode(ReportEnvelope.self, from: Data(report.content.envelopeJSON.utf8)) } catch {
            throw JobError(code: .envelopeUnreadable, message: "report \(report.id) has no readable envelope: \(error)")
        }
    }
}
