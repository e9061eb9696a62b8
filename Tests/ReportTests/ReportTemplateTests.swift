import Localization
import Testing
@testable import Report

@Suite struct ReportTemplateTests {
    static let localizer = Result { try SampleChart.localizer() }

    private func render(_ text: String, _ context: [String: TemplateValue] = [:], language: Language = .en,
                        format: ReportTemplate.Format = .text) throws -> RenderedText {
        let phrasebook = Phrasebook(localizer: try Self.localizer.get(), language: language)
        var rendered = ReportTemplate(name: "test", text: text, format: format).render(context, phrasebook: phrasebook)
        rendered.issues += phrasebook.issues
        return rendered
    }

    @Test func printsVariablesLoopsAndConditionals() throws {
        let context: [String: TemplateValue] = ["name": "Olena", "items": ["a", "b"], "empty": .list([]), "flag": .bool(true)]
        let text = "Hi {{ name }}!\n{% for item in items %}\n{{ loop.index }}:{{ item }}{% if not loop.last %},{% endif %}\n{% endfor %}\n"
            + "{% if empty %}\nnever\n{% else %}\nnone\n{% endif %}\n{% if flag %}yes{% endif %}"
        let rendered = try render(text, context)
        #expect(rendered.text == "Hi Olena!\n1:a,\n2:b\nnone\nyes")
        #expect(rendered.issues.isEmpty, "\(rendered.issues)")
    }

    @Test func looksUpGlossaryStringsWithFormsPluralsAndArguments() throws {
        let context: [String: TemplateValue] = ["sun": .term("planet.sun"), "sign": .term("sign.libra"), "n": .number(5)]
        let rendered = try render("{{ t \"pattern.planet_in_sign\" arg=sun arg=sign }} | {{ t \"count.planets\" count=n }} | {{ t \"sign.libra\" form=in }}",
                                  context, language: .uk)
        #expect(rendered.text == "Сонце в Терезах | 5 планет | у Терезах")
    }

    @Test func formatsDatesTimesAndDegreesForTheLanguage() throws {
        let context: [String: TemplateValue] = ["date": "1990-03-25", "time": "14:30", "deg": .number(15.5)]
        let english = LocaleFormatting.shared.birthTime(hour: 14, minute: 30, language: .en)
        #expect(try render("{{ date | date }} {{ time | time }} {{ deg | degrees }}", context).text == "March 25, 1990 \(english) 15°30′")
        #expect(try render("{{ date | date }} {{ time | time }}", context, language: .de).text == "25. März 1990 14:30")
    }

    @Test func valuesAreDataInHTMLAndMarkdownButNotInTextOrTrustedMarkup() throws {
        let context: [String: TemplateValue] = ["x": "<b>&\"'</b>", "svg": .trusted("<svg/>")]
        #expect(try render("{{ x }}{{ svg }}", context, format: .html).text == "&lt;b&gt;&amp;&quot;&#39;&lt;/b&gt;<svg/>")
        #expect(try render("{{ x }}", context, format: .markdown).text == "\\<b\\>&\"'\\</b\\>")
        #expect(try render("{{ x }}", context, format: .text).text == "<b>&\"'</b>")
        // A place with a newline and a pipe stays inside its table cell; emphasis and links stay literal.
        let place: [String: TemplateValue] = ["p": "Kyiv |\n# Heading *x* [l](u)"]
        #expect(try render("| {{ p }} |", place, format: .markdown).text == "| Kyiv \\| \\# Heading \\*x\\* \\[l\\](u) |")
        #expect(try render("{{ x | json }}", ["x": "a\"b\nc"]).text == "a\\\"b\\nc")
    }

    @Test func reportsUnknownVariablesKeysAndTagsWithoutPrintingThem() throws {
        let rendered = try render("[{{ missing }}][{{ t \"no.such.key\" }}][{% frobnicate %}][{% if x %}open")
        #expect(rendered.text == "[][][][")
        #expect(rendered.issues.count == 4, "\(rendered.issues)")
        #expect(!rendered.text.contains("no.such.key"))
    }

    @Test(arguments: ["{{", "{%", "{#", "}}{{", "{% for %}", "{% endif %}", "{% else %}", "{{ t }}", "{{ | }}", "{{ t \"\" }}",
                      "{% for x in %}{{ x }}", "{% if %}a{% endif %}", "{{ a.b.c.d }}", "{{ x | nosuchfilter }}", "{0} {1:in}"])
    func malformedTemplatesRenderWithoutCrashing(text: String) throws {
        let rendered = try render(text, ["x": "1"])
        #expect(!rendered.text.contains("{{ t"), "\(text) → \(rendered.text)")
    }

    @Test func missingTranslationFallsBackToEnglishAndIsCounted() throws {
        var glossaries = try GlossaryLoader(directory: SampleChart.glossaries).loadAll()
        glossaries[.uk] = Glossary(language: .uk, entries: [])
        let localizer = try Localizer(glossaries: glossaries)
        let phrasebook = Phrasebook(localizer: localizer, language: .uk)
        let rendered = ReportTemplate(name: "t", text: "{{ t \"report.section.summary\" }}", format: .text).render([:], phrasebook: phrasebook)
        #expect(rendered.text == "Summary")
        #expect(phrasebook.fallbacks.keys == ["report.section.summary"])
    }
}

@Suite struct ShareTemplateTests {
    @Test func shareCaptionListsTheShareBlockInTheLanguage() throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let chart = try SampleChart.chart()
        let request = SampleChart.request(.uk)
        let (report, _) = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request)
        let share = renderer.share(renderer.envelope(for: BackendOutput(report: report), backend: "offline", chart: chart, request: request))
        #expect(share.issues.isEmpty, "\(share.issues)")
        #expect(share.text.contains(report.shareContent.topInfluences[0]))
        #expect(share.text.hasPrefix(try localizer.lookup("share.caption", language: .uk, args: [.term("area.career")])))
    }
}
