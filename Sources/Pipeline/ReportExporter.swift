import Foundation
import Store

/// Renders a stored report for `export`.
public enum ReportExporter {
    public static func html(_ report: StoredReport) throws -> String {
        let body = escape(report.content.reportMarkdown)
        return """
            <!DOCTYPE html>
            <html lang="\(escape(report.content.languageCode))"><head><meta charset="utf-8">
            <title>\(escape(report.content.jobID))</title></head>
            <body><pre>\(body)</pre></body></html>

            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
