import Foundation
import Chart
import Localization
import Testing
@testable import Report

@Suite struct ShareTextTests {
    @Test func fitsAtAWordBoundaryWithAnEllipsis() {
        let fitted = ShareText.fit("Pick one skill to be known for and practise it every single week", limit: 40)
        #expect(fitted.count <= 40)
        #expect(fitted == "Pick one skill to be known for and…")
    }

    @Test func cutsCJKAnywhereAndLeavesShortTextAlone() {
        #expect(ShareText.fit(String(repeating: "星", count: 60), limit: 50).count == 50)
        #expect(ShareText.fit("short", limit: 40) == "short")
    }
}

@Suite struct PromptBuilderTests {
    private func prompt(_ language: Language, hasBirthTime: Bool = true) throws -> Prompt {
        let builder = PromptBuilder(templates: try TemplateLoader(directory: SampleChart.templates).load(),
                                    localizer: try SampleChart.localizer())
        return builder.build(chart: try SampleChart.chart(hasBirthTime: hasBirthTime),
                             request: SampleChart.request(language, time: hasBirthTime ? "14:30" : nil), schemaJSON: "{\"type\":\"object\"}")
    }

    @Test func namesTheTargetLanguageInEnglishAndNatively() throws {
        let prompt = try prompt(.ptBR)
        // The chart data says which language its names are in; the client adds the one "write in" instruction.
        #expect(prompt.user.contains("Brazilian Portuguese (português do Brasil), pt-BR"))
        #expect(!prompt.system.contains("Write every text value"))
        #expect(prompt.issues.isEmpty, "\(prompt.issues)")
        #expect(prompt.user.contains("{\"type\":\"object\"}"))
    }

    @Test func writesTheChartInTheTargetLanguagesTermsWithEnglishInstructions() throws {
        let prompt = try prompt(.uk)
        #expect(prompt.user.contains("- Сонце: 4°31′ Овен, 9-й дім"), "\(prompt.user.prefix(1200))")
        #expect(prompt.system.contains("Requirements:") && !prompt.user.contains("Requirements:"))
        // The term sheet: every name with the grammar the sentences need.
        #expect(prompt.system.contains("- Libra: Терези (у Терезах)") && prompt.system.contains("- Trine: Тригон"))
        #expect(prompt.expectedTerms.contains("Сонце"))
        #expect(prompt.expectedTerms.allSatisfy { prompt.user.contains($0) }, "\(prompt.expectedTerms)")
        #expect(prompt.forbiddenTerms.contains("Aries"))
    }

    /// Everything but the chart is the same for every report of a language, so a provider's prompt cache serves it
    /// (OpenAI caches prefixes from 1 024 tokens; `scripts/llm/prompt-tokens.py` measures them, docs/llm.md).
    @Test(arguments: Language.allCases)
    func everyReportOfALanguageSharesItsSystemMessage(language: Language) throws {
        let builder = PromptBuilder(templates: try TemplateLoader(directory: SampleChart.templates).load(),
                                    localizer: try SampleChart.localizer())
        var other = SampleChart.request(language, time: nil)
        other.area = .health
        let first = builder.build(chart: try SampleChart.chart(), request: SampleChart.request(language), schemaJSON: "")
        let second = builder.build(chart: try SampleChart.chart(hasBirthTime: false), request: other, schemaJSON: "")
        #expect(first.system == second.system && first.user != second.user)
        #expect(first.system.contains("Requirements:") && first.system.contains("Established terms"))
    }

    @Test(arguments: [Language.en, .uk, .ja])
    func withoutPersonalDataThePromptHasNoNamePlaceOrCoordinates(language: Language) throws {
        let localizer = try SampleChart.localizer()
        let templates = try TemplateLoader(directory: SampleChart.templates).load()
        let request = SampleChart.request(language)
        let sent = PromptBuilder(templates: templates, localizer: localizer).build(chart: try SampleChart.chart(), request: request, schemaJSON: "")
        // Coordinates are written the language's way ("50,4501" in uk): look for their digits.
        #expect(sent.user.contains("Olena") && sent.user.contains("4501") && sent.user.contains("5234"))
        let withheld = PromptBuilder(templates: templates, localizer: localizer, sendsPersonalData: false)
            .build(chart: try SampleChart.chart(), request: request, schemaJSON: "")
        for personal in ["Olena", request.birth.place ?? "Kyiv", "4501", "5234"] {
            #expect(!withheld.user.contains(personal) && !withheld.system.contains(personal), "\(personal) was sent")
        }
        #expect(withheld.user.contains("address the reader as \"you\""))
        // The chart, which the report is written from, still goes.
        #expect(withheld.expectedTerms.allSatisfy { withheld.user.contains($0) })
    }

    @Test(arguments: [Language.ja, .ko, .zhHant, .tr])
    func expectsSignNamesWithoutCountingFallbacks(language: Language) throws {
        let localizer = try SampleChart.localizer()
        let builder = PromptBuilder(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let prompt = builder.build(chart: try SampleChart.chart(), request: SampleChart.request(language), schemaJSON: "")
        let aries = try localizer.lookup("sign.aries", language: language)
        #expect(prompt.expectedTerms.contains(aries), "\(language.code): \(prompt.expectedTerms)")
        #expect(prompt.fallbackStrings.isEmpty, "\(prompt.fallbackStrings)")
    }

    @Test func mentionsOnlyComputedPoints() throws {
        let prompt = try prompt(.en)
        for word in ["Juno", "transit"] {
            #expect(!prompt.user.contains(word), "\(word) in the user message")
        }
        #expect(!prompt.user.contains("Chiron"))
        #expect(prompt.user.contains("- Ascendant: 3°32′ Leo"))
    }

    @Test func withoutBirthTimeSaysSoAndListsNoHouses() throws {
        let prompt = try prompt(.en, hasBirthTime: false)
        #expect(prompt.user.contains("Birth time: unknown"))
        #expect(!prompt.user.contains("House cusps:"))
        #expect(!prompt.user.contains("9th house"))
    }

    /// The prompt is grounded in the chart: it says which facts must not be contradicted and carries, in the
    /// target language, the library's note for each of this chart's factors (no house notes without a time).
    @Test(arguments: [Language.uk, .ja])
    func carriesTheInterpretationNotesOfThisChartsFactors(language: Language) throws {
        let localizer = try SampleChart.localizer()
        let timed = try prompt(language), untimed = try prompt(language, hasBirthTime: false)
        let sun = try localizer.lookup("text.planet.sun.sign.aries", language: language)
        let sunHouse = try localizer.lookup("text.planet.sun.house.9", language: language)
        #expect(timed.user.contains("Do not contradict these facts") && timed.user.contains(sun) && timed.user.contains(sunHouse))
        #expect(untimed.user.contains(sun) && !untimed.user.contains(sunHouse))
    }

    @Test func versionHashIsStableAndChangesWithTheTemplates() throws {
        let texts = ["report.md.tmpl": "", "report.html.tmpl": "", "prompt.system.tmpl": "a", "prompt.user.tmpl": "b", "share.tmpl": "",
                     "share.cards.html.tmpl": ""]
        var changed = texts
        changed["prompt.user.tmpl"] = "c"
        #expect(try TemplateSet(texts: texts).promptVersion == TemplateSet(texts: texts).promptVersion)
        #expect(try TemplateSet(texts: texts).promptVersion != TemplateSet(texts: changed).promptVersion)
        #expect(try TemplateSet(texts: texts).promptVersion.count == 16)
    }
}

@Suite struct ReportRendererTests {
    /// The print layout's running header and footer are CSS strings built from the glossary and the person's
    /// name: nothing in them can end the style element, and the page numbers are the printer's counters.
    @Test func printableHTMLCarriesPaperHeaderAndFooterAsSafeCSS() throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        var request = SampleChart.request(.uk)
        request.name = "O\"lena</style><script>"
        let chart = try SampleChart.chart()
        let (report, _) = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request)
        let envelope = renderer.envelope(for: BackendOutput(report: report), backend: "offline", chart: chart, request: request)
        let html = renderer.printableHTML(envelope, paper: .a4).text
        #expect(html.contains("@page { size: A4;"))
        // "з" is a one-letter Ukrainian word: a no-break space binds it to the page count (`Typography`).
        #expect(html.contains("@bottom-center { content: \"Сторінка \" counter(page) \" з\u{00A0}\" counter(pages);"))
        #expect(html.contains(#"O\22 lena\3C /style\3E \3C script\3E ""#) && !html.contains("</style><script>"))
        #expect(!renderer.html(envelope).text.contains("@page"))
    }

    @Test(arguments: [Language.uk, .ja, .zhHant])
    func htmlCarriesLangEscapesContentAndDrawsTheWheel(language: Language) throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        var request = SampleChart.request(language)
        request.name = "<script>alert(1)</script>"
        let chart = try SampleChart.chart()
        let (report, _) = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request)
        let html = renderer.html(renderer.envelope(for: BackendOutput(report: report), backend: "offline", chart: chart, request: request))
        #expect(html.issues.isEmpty, "\(html.issues)")
        #expect(html.text.contains("<html lang=\"\(language.code)\">"))
        #expect(!html.text.contains("<script>"))
        #expect(html.text.contains("&lt;script&gt;"))
        #expect(html.text.contains("@media print"))
        #expect(html.text.contains(Typography.bindingShortWords(try localizer.lookup("report.disclaimer", language: language), language: language)))
        #expect(html.text.components(separatedBy: "class=\"planet-glyph\"").count == 13)
        #expect(html.text.contains("class=\"cusp angle\""))
    }

    @Test func htmlWithoutBirthTimeDrawsNoHousesAndSaysTheTimeIsUnknown() throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let request = SampleChart.request(.uk, time: nil)
        let chart = try SampleChart.chart(hasBirthTime: false)
        let (report, _) = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request)
        let html = renderer.html(renderer.envelope(for: BackendOutput(report: report), backend: "offline", chart: chart, request: request))
        #expect(html.issues.isEmpty, "\(html.issues)")
        #expect(!html.text.contains("class=\"cusp"))
        #expect(html.text.contains(try localizer.lookup("birth.time_unknown", language: .uk)))
        #expect(html.text.components(separatedBy: "class=\"planet-glyph\"").count == 13)
    }

    @Test func jsonDecodesBackIntoTheSameEnvelopeAndTheAppShape() throws {
        let localizer = try SampleChart.localizer()
        let renderer = ReportRenderer(templates: try TemplateLoader(directory: SampleChart.templates).load(), localizer: localizer)
        let chart = try SampleChart.chart()
        let request = SampleChart.request(.ko)
        let (report, _) = OfflineReportWriter(localizer: localizer).write(chart: chart, request: request)
        let envelope = renderer.envelope(for: BackendOutput(report: report), backend: "offline", chart: chart, request: request)
        let json = try ReportRenderer.json(envelope)
        #expect(try JSONDecoder().decode(ReportEnvelope.self, from: Data(json.utf8)) == envelope)
        #expect(json.contains("\"language_code\" : \"ko\""))
        #expect(json.contains("\"share_content\""))
        #expect(!json.contains("knowledge_usage"))
    }

    @Test func wheelSpreadsCrowdedGlyphsApart() throws {
        let wheel = ChartWheel(facts: ChartFacts(chart: try SampleChart.chart(), request: SampleChart.request(.en)),
                               labels: .init(title: "", bodies: [:], signs: [], angles: []))
        let shown = wheel.spread([10, 11, 12, 200, 359.5, 0.5])
        let sorted = shown.sorted()
        let gaps = zip(sorted, sorted.dropFirst() + [sorted[0] + 360]).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= 7.9 }, "\(shown)")
        #expect(abs(shown[3] - 200) < 0.001)
    }
}

@Suite struct GermanRegisterTests {
    /// The app addresses German readers with "Sie"; informal "du" forms must not come back.
    @Test func germanGlossaryUsesTheFormalRegister() throws {
        let text = try String(contentsOf: SampleChart.glossaries.appendingPathComponent("de.json"), encoding: .utf8)
        let words = Set(text.split { !$0.isLetter }.map(String.init))
        let informal = ["du", "dein", "deine", "deinen", "deinem", "deiner", "deines", "dich", "dir", "Du", "Dein", "Deine"]
        #expect(words.isDisjoint(with: informal), "\(words.intersection(informal))")
    }
}
