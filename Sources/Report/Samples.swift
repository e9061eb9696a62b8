import Chart
import Foundation
import Localization

/// QA samples (`astrosvitla samples`): the same chart in every requested language, each report written as
/// md, html and json under `<out>/<code>/`, an `index.html` with all languages side by side, and
/// `summary.json`. Rendering only: the caller writes the files.
package enum Samples {
    /// One file of a sample set, at a path relative to the output folder.
    package struct File: Sendable {
        package let path: String
        package let text: String
    }

    package static func generate(chart: Chart, request: ReportRequest, languages: [Language], backend: any ReportBackend,
                                renderer: ReportRenderer) throws(ReportError) -> (files: [File], summary: SamplesSummary) {
        var results: [SamplesSummary.LanguageResult] = []
        var files: [File] = []
        for language in languages {
            var localized = request
            localized.language = language
            let output: BackendOutput
            do {
                output = try backend.generate(chart: chart, request: localized)
            } catch {
                results.append(.failed(language, backendError: String(describing: error)))
                continue
            }
            let envelope = renderer.envelope(for: output, backend: backend.name, chart: chart, request: localized)
            let markdown = renderer.markdown(envelope)
            let html = renderer.html(envelope)
            let json = try ReportRenderer.json(envelope)
            files += [File(path: "\(language.code)/report.md", text: markdown.text),
                      File(path: "\(language.code)/report.html", text: html.text),
                      File(path: "\(language.code)/report.json", text: json)]
            results.append(SamplesSummary.LanguageResult(
                envelope: envelope, output: output, issues: output.issues + markdown.issues + html.issues,
                unresolved: unresolvedPlaceholders(in: [markdown.text, html.text, json]),
                lint: lint(envelope, glossary: renderer.localizer.glossaries[language]),
                renderFallbacks: markdown.fallbackStrings + html.fallbackStrings))
        }
        let summary = SamplesSummary(languages: results)
        files += [File(path: "index.html", text: index(summary)), File(path: "summary.json", text: try summary.json())]
        return (files, summary)
    }

    /// The language lint over the report's prose (a sentence may not repeat across its fields) and, on its
    /// own, the share block (which quotes the summary); the person's name and place are not judged.
    static func lint(_ envelope: ReportEnvelope, glossary: Glossary?) -> [LintFinding] {
        lint(envelope.report, request: envelope.request, glossary: glossary)
    }

    package static func lint(_ report: AppReport, request: ReportRequest, glossary: Glossary?) -> [LintFinding] {
        let share = report.shareContent
        let lint = LanguageLint(language: request.language, glossary: glossary)
        let userText = [request.name, request.birth.place ?? ""]
        let body = [report.summary] + report.keyInfluences + [report.detailedAnalysis] + report.recommendations
        let shared = [share.condensedSummary] + share.topInfluences + share.topRecommendations + share.analysisHighlights
        return lint.findings(in: body, userText: userText)
            + lint.findings(in: shared, userText: userText, wholeReport: false).filter { !body.joined().contains($0.excerpt) }
    }

    /// GlossaryPattern or glossary placeholders that survived into the output: `{{ … }}`, `{% … %}`, `{0}`, `{1:in}`.
    static func unresolvedPlaceholders(in texts: [String]) -> [String] {
        var found: Set<String> = []
        for text in texts {
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                let after = rest[rest.index(after: open)...]
                guard let close = after.prefix(40).firstIndex(of: "}") else { rest = after; continue }
                let body = after[..<close]
                if body.hasPrefix("{") || body.hasPrefix("%") || body.first?.isNumber == true && body.count <= 8 {
                    // `{{ x }}` and `{% x %}` close with two characters.
                    let closing = body.hasPrefix("{") || body.hasPrefix("%") ? "}" : ""
                    found.insert("{" + body + "}" + (after[after.index(after: close)...].hasPrefix(closing) ? closing : ""))
                }
                rest = after[close...]
            }
        }
        return found.sorted()
    }

    /// `index.html`: the table of results, then every language's report side by side (with its PDF and share cards
    /// when they were exported).
    package static func index(_ summary: SamplesSummary) -> String {
        let rows = summary.languages.map { result in
            "<tr class=\"\(result.hasProblem ? "problem" : "ok")\"><td>\(result.code)</td><td>\(result.languageMatches ? "✓" : "✗")</td>"
                + "<td>\(result.fallbackStrings.count)</td><td>\(result.unresolvedPlaceholders.count)</td>"
                + "<td>\(result.backendError.map { "backend failed: " + $0 } ?? String(result.violations.count + result.issues.count + result.lint.count))</td><td>\(result.length)</td><td>\(result.readingMinutes)</td></tr>"
        }.joined(separator: "\n")
        let frames = summary.languages.filter { $0.written }.map { result in
            // With exports: the PDF (and its page count) and the four share cards under the report.
            let exports = result.exportProblems == nil ? "" : "<p>"
                + (result.pdfPages.map { "<a href=\"\(result.code)/report.pdf\">PDF, \($0) pages</a>" } ?? "PDF failed")
                + (result.exportProblems ?? []).map { " · \($0)" }.joined() + "</p><p class=\"cards\">"
                + (1...4).map { "<img src=\"\(result.code)/share/card-\($0).png\" alt=\"card \($0)\" loading=\"lazy\">" }.joined() + "</p>"
            return "<figure><figcaption>\(result.code)</figcaption><iframe src=\"\(result.code)/report.html\" title=\"\(result.code)\" loading=\"lazy\"></iframe>"
                + exports + "</figure>"
        }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>astrosvitla samples</title>
        <style>
        body { font-family: "Noto Sans", "DejaVu Sans", sans-serif; margin: 1rem; }
        table { border-collapse: collapse; margin-bottom: 1rem; } td, th { padding: .2rem .6rem; border-bottom: 1px solid #ddd; }
        tr.problem { background: #fde2e2; }
        .grid { display: grid; grid-auto-flow: column; grid-auto-columns: 30rem; gap: 1rem; overflow-x: auto; }
        figure { margin: 0; } iframe { width: 30rem; height: 80vh; border: 1px solid #ccc; }
        .cards img { width: 7rem; margin-right: .25rem; border: 1px solid #ccc; }
        </style>
        </head>
        <body>
        <table>
        <tr><th>language</th><th>language check</th><th>fallback strings</th><th>unresolved placeholders</th><th>problems</th><th>length</th><th>minutes</th></tr>
        \(rows)
        </table>
        <div class="grid">
        \(frames)
        </div>
        </body>
        </html>

        """
    }
}
