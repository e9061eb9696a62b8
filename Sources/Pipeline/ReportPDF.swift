import Foundation
import Report

/// A report as the PDF a reader prints (`export --format pdf`, `samples --exports`): the fonts checked for every
/// character first, the printable HTML printed by headless Chromium, then the document information set (title,
/// author, subject, language).
package enum ReportPDF {
    package static func render(_ envelope: ReportEnvelope, renderer: ReportRenderer, printer: ChromiumPrinter,
                               paper: Paper? = nil) throws(JobError) -> Data {
        let language = envelope.language
        let html = renderer.printableHTML(envelope, paper: paper ?? .default(for: language)).text
        let title = renderer.documentTitle(envelope)
        // The page holds every word printed: the report, its labels, and the running header and footer.
        try FontCoverage.installed().check(html, language: language, what: "PDF of \(envelope.request.jobID ?? "the report") (\(language.code))")
        do {
            return try PDFMetadata.stamp(try printer.pdf(html: html), PDFMetadata.Info(
                title: title, author: "AstroSvitla", subject: renderer.areaName(envelope), language: language.code))
        } catch {
            throw JobError(code: .exportFailed, message: "Chromium's PDF could not be completed: \(error)")
        }
    }
}
