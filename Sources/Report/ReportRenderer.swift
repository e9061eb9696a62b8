import Chart
import Ephemeris
import Foundation
import Localization
import TimeZones

/// Exports of a stored report: Markdown, HTML (with the SVG wheel), JSON, and a share caption. Templates
/// give the structure, the glossaries every word; problems come back in `RenderedText.issues`.
package struct ReportRenderer: Sendable {
    package let templates: TemplateSet
    package let localizer: Localizer
    /// Hash of the loaded glossaries, stored with every report; computed once (it encodes all 13 files).
    package let glossaryVersion: String

    package init(templates: TemplateSet, localizer: Localizer) {
        self.templates = templates
        self.localizer = localizer
        glossaryVersion = VersionHash.glossaryVersion(localizer)
    }

    package func markdown(_ envelope: ReportEnvelope) -> RenderedText { render("report.md.tmpl", envelope, wheel: false) }

    package func html(_ envelope: ReportEnvelope) -> RenderedText { render("report.html.tmpl", envelope, wheel: true) }

    package func share(_ envelope: ReportEnvelope) -> RenderedText { render("share.tmpl", envelope, wheel: false) }

    /// The share carousel's four cards in one page (`share.cards.html.tmpl`), with the wheel on the cover.
    package func shareCards(_ envelope: ReportEnvelope) -> RenderedText { render("share.cards.html.tmpl", envelope, wheel: true) }

    /// "Кар’єра у вашій натальній карті · Olena": the page's title, the PDF's running header and its Title.
    package func documentTitle(_ envelope: ReportEnvelope) -> String {
        let words = Phrasebook(localizer: localizer, language: envelope.language)
        let title = ChartFacts(chart: envelope.chart, request: envelope.request).titleKey
        return words.text("pattern.title_name", .text(words.text(title)),
                          .text(BidiText.isolated(envelope.request.name)))
    }

    /// The report's area in its language ("Кар’єра"): the PDF's Subject.
    package func areaName(_ envelope: ReportEnvelope) -> String {
        Phrasebook(localizer: localizer, language: envelope.language).text(GlossaryKeys.area(envelope.request.area.rawValue))
    }

    /// The HTML page laid out for print: `paper`, and on every page a running header (the report's title and the
    /// person's name) and footer ("Сторінка 2 з 5") in the report's language, as CSS page-margin boxes.
    package func printableHTML(_ envelope: ReportEnvelope, paper: Paper) -> RenderedText {
        let words = Phrasebook(localizer: localizer, language: envelope.language)
        let header = documentTitle(envelope)
        // The printer numbers the pages: the pattern's two placeholders become CSS counters.
        let page = "\u{E000}", pages = "\u{E001}"
        let footer = words.text("pdf.page_of", .text(page), .text(pages))
        var parts: [String] = []
        var literal = ""
        for character in footer {
            switch String(character) {
            case page, pages:
                if !literal.isEmpty { parts.append(CSSText.string(literal)) }
                literal = ""
                parts.append(String(character) == page ? "counter(page)" : "counter(pages)")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(CSSText.string(literal)) }
        return render("report.html.tmpl", envelope, wheel: true, extra: [
            "print": ["paper": .trusted(paper.cssSize), "header": .trusted(CSSText.string(CSSText.breakable(header))),
                      "footer": .trusted(parts.joined(separator: " "))],
        ])
    }

    /// The stored form: sorted keys, two-space indentation, UTF-8 unescaped, newline at the end.
    package static func json(_ envelope: ReportEnvelope) throws(ReportError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(envelope), as: UTF8.self) + "\n"
        } catch {
            throw ReportError(code: .encodingFailed, message: "The report could not be encoded as JSON: \(error)")
        }
    }

    /// `wheel`: draw the SVG chart wheel (only the HTML shows it; it is the costliest value to build).
    private func render(_ name: String, _ envelope: ReportEnvelope, wheel: Bool, extra: [String: TemplateValue] = [:]) -> RenderedText {
        let phrasebook = Phrasebook(localizer: localizer, language: envelope.language)
        guard let template = templates[name] else { return RenderedText(text: "", issues: ["template \(name) is missing"]) }
        let values = ReportContext.values(envelope, phrasebook: phrasebook, wheel: wheel).merging(extra) { _, added in added }
        var rendered = template.render(values, phrasebook: phrasebook)
        // Pages break lines: a short Slavic preposition stays with its word there (not in the stored Markdown).
        if name.hasSuffix(".html.tmpl") { rendered.text = Typography.bindingShortWords(rendered.text, language: envelope.language) }
        rendered.issues += phrasebook.issues
        rendered.fallbackStrings = phrasebook.fallbacks.keys.sorted()
        return rendered
    }
}

/// The variables a report template sees (listed in docs/templates.md).
enum ReportContext {
    static func values(_ envelope: ReportEnvelope, phrasebook: Phrasebook, wheel: Bool) -> [String: TemplateValue] {
        let report = envelope.report
        let stats = ReadingStats(text: report.allText, language: envelope.language)
        var values = subject(envelope.request, chart: envelope.chart, phrasebook: phrasebook)
        values["report"] = [
            "summary": .text(report.summary),
            "key_influences": .list(report.keyInfluences.map(TemplateValue.text)),
            "detailed_analysis": .text(report.detailedAnalysis),
            "recommendations": .list(report.recommendations.map(TemplateValue.text)),
            "share": [
                "condensed_summary": .text(report.shareContent.condensedSummary),
                "top_influences": .list(report.shareContent.topInfluences.map(TemplateValue.text)),
                "top_recommendations": .list(report.shareContent.topRecommendations.map(TemplateValue.text)),
                "analysis_highlights": .list(report.shareContent.analysisHighlights.map(TemplateValue.text)),
            ],
        ]
        if wheel {
            let facts = ChartFacts(chart: envelope.chart, request: envelope.request)
            values["wheel"] = .trusted(ChartWheel(facts: facts, labels: wheelLabels(facts, phrasebook)).svg())
        }
        values["generation"] = [
            "offline": .bool(envelope.generation.backend == OfflineReportWriter.backend),
            "backend": .text(envelope.generation.backend), "model": .optional(envelope.generation.model),
            "template_version": .text(envelope.generation.templateVersion),
            "glossary_version": .text(envelope.generation.glossaryVersion),
            "prompt_version": .optional(envelope.generation.promptVersion),
        ]
        values["reading"] = ["count": .number(Double(stats.count)), "minutes": .number(Double(stats.minutes))]
        return values
    }

    /// What every template sees before a report exists (the prompt too): the person, the area and the chart.
    static func subject(_ request: ReportRequest, chart: Chart, phrasebook: Phrasebook) -> [String: TemplateValue] {
        let language = request.language
        let birth = request.birth
        let formatting = LocaleFormatting.shared
        let hemispheres = CoordinatePatterns.of(language)
        func degrees(_ value: Double) -> String { formatting.decimal(abs(value), fractionDigits: 4, language: language) + "°" }
        let facts = ChartFacts(chart: chart, request: request)
        return [
            "lang": .text(language.code),
            "language_name": .text(language.nativeName),
            "name": .text(request.name),
            "area": .term(GlossaryKeys.area(request.area.rawValue)),
            "title": .term(facts.titleKey),
            "subtitle": .term(facts.subtitleKey),
            "birth": [
                "date": .text(birth.date), "time": .optional(birth.time),
                "place": .optional(birth.place.map { place in
                    PlaceNames.localized(place, zone: birth.timeZone, language: language) { city, country in
                        phrasebook.text("pattern.place", .text(city), .text(country))
                    }
                }),
                // With a birth place given, the zone is its offset alone: CLDR's reference city ("Toronto" for a
                // Montréal birth, "Seul" beside "Seoul") would name a second place.
                "time_zone": .text(ZoneCities.label(zone: (birth.place ?? "").isEmpty ? birth.timeZone : nil,
                                                   offsetMinutes: utcOffsetMinutes(birth, chart: chart), language: language)),
                "latitude": .text(hemispheres.latitude(degrees(birth.latitude), isSouth: birth.latitude < 0)),
                "longitude": .text(hemispheres.longitude(degrees(birth.longitude), isWest: birth.longitude < 0)),
            ],
            "chart": chartValues(facts, words: phrasebook),
        ]
    }

    /// Minutes east of UTC at birth: the local wall-clock reading (noon when the time is unknown, as the chart
    /// is computed) minus the chart's UT instant, whatever the job gave (an IANA zone or an offset).
    static func utcOffsetMinutes(_ birth: BirthLabels, chart: Chart) -> Int {
        let date = birth.date.split(separator: "-").compactMap { Int($0) }
        let time = (birth.time ?? "12:00").split(separator: ":").compactMap { Int($0) }
        guard date.count == 3, time.count >= 2 else { return 0 }
        let local = LocalDateTime(year: date[0], month: date[1], day: date[2], hour: time[0], minute: time[1])
        let seconds = Double(local.unixSeconds(atOffset: 0)) - UniversalTime(julianDay: chart.julianDayUT).unixSeconds
        return Int((seconds / 60).rounded())
    }

    /// The chart's facts as template values; shared with the prompt, which lists only what is here. Without a birth
    /// time the positions are those of local noon, except that the Moon, and any planet that changes sign that
    /// day, shows its range over the day ("28°10′ Gemini – 10°40′ Cancer").
    static func chartValues(_ facts: ChartFacts, words: Phrasebook) -> TemplateValue {
        func position(_ longitude: Double) -> String {
            words.text("pattern.degree_in_sign", .text(LocaleFormatting.degreesMinutes(ChartFacts.degreeInSign(longitude), below: 30)),
                       .term(ChartFacts.signKey(ZodiacSign(longitude: longitude))))
        }
        let planets: [TemplateValue] = ChartFacts.listedBodies.map { body in
            let placement = facts.placement(body)
            let day = facts.chart.hasBirthTime ? nil : facts.chart.birthDay?.day(of: body)
            let range = day.flatMap { $0.ingress != nil || body == .moon ? $0 : nil }
            let retrograde = Body.planets.contains(body) ? facts.isRetrograde(body) == true : placement.retrograde
            return [
                "glyph": .text(ChartFacts.glyph(body)), "name": .term(ChartFacts.bodyKey(body)),
                "sign": .term(ChartFacts.signKey(placement.sign)), "degrees": .number(placement.degreeInSign),
                "degrees_text": .text(LocaleFormatting.degreesMinutes(placement.degreeInSign, below: 30)),
                "position": .text(range.map { words.text("pattern.range", .text(position($0.startLongitude)), .text(position($0.endLongitude))) }
                    ?? position(placement.longitude)),
                "longitude": .number(placement.longitude),
                // A table cell starts with a capital where the language has case ("Casa 7", not the sentence's "casa 7").
                "house": placement.house.map { .text(words.capitalized(words.text(GlossaryKeys.house($0) ?? ""))) } ?? .text(""),
                "retrograde": .bool(retrograde),
            ]
        }
        var angles: [TemplateValue] = []
        if facts.hasHouses, let chartAngles = facts.chart.angles {
            angles = [("point.ascendant", chartAngles.ascendant), ("point.midheaven", chartAngles.midheaven)].map { key, longitude in
                ["name": .term(key), "sign": .term(ChartFacts.signKey(ZodiacSign(longitude: longitude))),
                 "degrees": .number(ChartFacts.degreeInSign(longitude)), "longitude": .number(longitude), "position": .text(position(longitude)),
                 "degrees_text": .text(LocaleFormatting.degreesMinutes(ChartFacts.degreeInSign(longitude), below: 30))]
            }
        }
        let houses: [TemplateValue] = (facts.hasHouses ? facts.cusps ?? [] : []).enumerated().map { index, cusp in
            ["name": .term(GlossaryKeys.house(index + 1) ?? ""), "number": .number(Double(index + 1)),
             "sign": .term(ChartFacts.signKey(ZodiacSign(longitude: cusp))), "degrees": .number(ChartFacts.degreeInSign(cusp)),
             "position": .text(position(cusp)),
             "degrees_text": .text(LocaleFormatting.degreesMinutes(ChartFacts.degreeInSign(cusp), below: 30))]
        }
        let aspects: [TemplateValue] = facts.aspects.map { aspect in
            let first = ChartFacts.pointKey(aspect.first), kind = "aspect.\(aspect.kind.rawValue)"
            let second = ChartFacts.pointKey(aspect.second), orb = LocaleFormatting.orb(aspect.orb)
            // The list line in the language's own punctuation ("… — orb 0°20′", "…（容许度0°20′）").
            let line = words.text("pattern.aspect_orb", .text(words.text("pattern.aspect", .term(first), .term(kind), .term(second))),
                                  .text(words.text("chart.orb", .text(orb))))
            return ["first": .term(first), "kind": .term(kind), "second": .term(second), "orb": .number(aspect.orb),
                    "orb_text": .text(orb), "line": .text(line), "major": .bool(aspect.kind.isMajor),
                    "out_of_sign": .bool(facts.isOutOfSign(aspect)), "generational": .bool(ChartFacts.isGenerational(aspect))]
        }
        let changes: [TemplateValue] = Body.planets.compactMap { body in
            facts.signChange(body).map { change in
                let minutes = min(1439, max(0, change.localMinutes))
                let clock = String(format: "%02d:%02d", minutes / 60, minutes % 60)
                return ["planet": .term(ChartFacts.bodyKey(body)), "from": .term(ChartFacts.signKey(change.from)),
                        "to": .term(ChartFacts.signKey(change.to)), "time": .text(clock)]
            }
        }
        let balance = facts.chart.balance
        return [
            "has_houses": .bool(facts.hasHouses),
            "noon_positions": .bool(!facts.chart.hasBirthTime),
            "house_system": houseSystem(facts.chart, words),
            "planets": .list(planets), "angles": .list(angles), "houses": .list(houses), "aspects": .list(aspects),
            "sign_changes": .list(changes),
            "moon_phase": facts.moonPhase.map { .term(ChartFacts.moonPhaseKey($0)) } ?? .text(""),
            "elements": .list(Element.allCases.map { ["name": .term("element.\($0.rawValue)"), "count": .number(Double(count(balance.elements, $0)))] }),
            "modalities": .list([("cardinal", balance.modalities.cardinal), ("fixed", balance.modalities.fixed),
                                 ("mutable", balance.modalities.mutable)].map { ["name": .term("modality.\($0.0)"), "count": .number(Double($0.1))] }),
        ]
    }

    private static func count(_ elements: ChartBalance.Elements, _ element: Element) -> Int {
        switch element {
        case .fire: elements.fire
        case .earth: elements.earth
        case .air: elements.air
        case .water: elements.water
        }
    }

    /// The system the houses were drawn with; where the requested one is undefined (Placidus and Koch inside
    /// the polar circles) the reader is told which was asked for and why another was used.
    private static func houseSystem(_ chart: Chart, _ words: Phrasebook) -> TemplateValue {
        guard let used = chart.houseSystemUsed else { return .text("") }
        let usedKey = GlossaryKeys.houseSystem(used.rawValue)
        guard let requested = chart.houseSystemRequested, requested != used else { return .term(usedKey) }
        return .text(words.text("birth.house_system_fallback", .term(usedKey), .term(GlossaryKeys.houseSystem(requested.rawValue))))
    }

    private static func wheelLabels(_ facts: ChartFacts, _ words: Phrasebook) -> ChartWheel.Labels {
        var bodies: [Body: String] = [:]
        for body in ChartFacts.listedBodies {
            let placement = facts.placement(body)
            // The tables' order and words: "Sun: 4°31′ Aries ℞".
            var position = words.text("pattern.degree_in_sign", .text(LocaleFormatting.degreesMinutes(placement.degreeInSign, below: 30)),
                                      .term(ChartFacts.signKey(placement.sign)))
            if placement.retrograde { position += " " + words.text("motion.retrograde_symbol") }
            bodies[body] = words.text("pattern.label", .term(ChartFacts.bodyKey(body)), .text(position))
        }
        return ChartWheel.Labels(title: words.text("report.section.natal_chart"), bodies: bodies,
                                 signs: ZodiacSign.allCases.map { words.text(ChartFacts.signKey($0)) },
                                 angles: ["asc", "dsc", "mc", "ic"].map { words.text("point.abbr.\($0)") })
    }
}
