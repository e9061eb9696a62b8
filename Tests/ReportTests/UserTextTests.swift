import Foundation
import Localization
import Testing
@testable import Report

/// The person's words stay data in every output (issue 21, item 3): the Markdown subtitle, the PDF's running
/// header (a CSS string), and text with right-to-left overrides.
@Suite struct UserTextRenderingTests {
    static let localizer = Result { try SampleChart.localizer() }

    func envelope(name: String, language: Language = .en) throws -> (ReportRenderer, ReportEnvelope) {
        let localizer = try Self.localizer.get()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        var request = SampleChart.request(language)
        request.name = name
        let chart = try SampleChart.chart()
        let (report, _) = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request)
        return (renderer, renderer.envelope(for: BackendOutput(report: report), backend: "offline", chart: chart, request: request))
    }

    /// The subtitle took the name through a glossary pattern unescaped: raw headings, links, tracking images and
    /// `<script>` in `report_markdown`, `show` and `export md`.
    @Test func theNameInTheMarkdownSubtitleIsEscapedLikeEveryOtherValue() throws {
        let name = "# Boss [click](https://evil.example) ![t](https://evil.example/t.png) <script>x</script> *b* `c`"
        let (renderer, envelope) = try envelope(name: name)
        let markdown = renderer.markdown(envelope).text
        let subtitle = try #require(markdown.split(separator: "\n").first { $0.contains("Boss") && !$0.hasPrefix("|") })
        #expect(subtitle.contains(##"\# Boss \[click\](https://evil.example) \!\[t\](https://evil.example/t.png) \<script\>x\</script\> \*b\* \`c\`"##),
                "\(subtitle)")
        for raw in ["[click](", "![t](", "<script>", "*b*"] {
            #expect(!markdown.contains(raw), "raw \(raw) in the Markdown")
        }
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("# ") }.count == 1)
    }

    /// A form feed ended the CSS string of the running header: what followed was CSS (a local file through
    /// `url(file://…)`, `body{display:none}`).
    @Test(arguments: ["\u{0C}", "\n", "\r", "\u{0}", "\u{2028}", "\\", "\"", "'"])
    func noCharacterEndsTheRunningHeadersCSSString(_ breaker: String) throws {
        let (renderer, envelope) = try envelope(name: "Olena\(breaker)} body{display:none} @top-left{content:url(file:///etc/hostname)}")
        let html = renderer.printableHTML(envelope, paper: .a4).text
        let header = try #require(html.split(separator: "\n").first { $0.contains("@top-center") })
        let value = try #require(header.range(of: "content: ").map { header[$0.upperBound...] })
        // One CSS string, then the rule goes on: no quote, control or separator left unescaped inside it.
        let string = try #require(Self.cssString(at: value))
        #expect(string.contains("body{display:none}") && value.dropFirst(string.count).hasPrefix("; font-size"), "\(header)")
        #expect(!string.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" })
    }

    /// The CSS string token at the start of `text` (as a CSS tokenizer reads it), nil when it is not one.
    static func cssString(at text: Substring) -> Substring? {
        guard let quote = text.first, quote == "\"" else { return nil }
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" { index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex; continue }
            if character == quote { return text[...index] }
            if character == "\n" || character == "\u{0C}" || character == "\r" || character == "\r\n" { return nil }
            index = text.index(after: index)
        }
        return nil
    }

    @Test func rightToLeftOverridesAreIsolatedWhereverTheNameGoes() throws {
        let name = "Olena\u{202E}gnp.exe\u{2069}\u{202D}"
        let (renderer, envelope) = try envelope(name: name)
        let isolated = "\u{2068}Olena\u{202E}gnp.exe\u{202D}\u{2069}"
        #expect(BidiText.isolated(name) == isolated)
        #expect(BidiText.isolated("Олена") == "Олена")
        #expect(BidiText.isolated("a\u{2067}b") == "\u{2068}a\u{2067}b\u{2069}\u{2069}")
        let markdown = renderer.markdown(envelope).text
        #expect(markdown.contains("| \(isolated) |") && markdown.contains(isolated), "\(markdown.prefix(400))")
        #expect(renderer.html(envelope).text.contains("<dd>\(isolated)</dd>"))
        #expect(renderer.documentTitle(envelope).contains(isolated))
        #expect(!markdown.contains("gnp.exe\u{2069}\u{202D}"))
    }
}
