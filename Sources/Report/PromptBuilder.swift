import Chart
import Ephemeris
import Localization

/// The text sent to a model for one report, and what to check the answer against.
package struct Prompt: Sendable, Equatable {
    package var system: String
    package var user: String
    /// Hash of the prompt templates (`TemplateSet.promptVersion`); store it with the report.
    package var versionHash: String
    /// Target-language names of this chart's key placements that a correct answer contains.
    package var expectedTerms: [String]
    /// English names that must not appear in a report in another language.
    package var forbiddenTerms: [String]
    /// GlossaryPattern or glossary problems; empty when the prompt is complete.
    package var issues: [String]
    /// Glossary keys the prompt had to take from English.
    package var fallbackStrings: [String] = []
}

/// Builds the prompt from `prompt.system.tmpl` and `prompt.user.tmpl`: English instructions for every
/// language, the target language named in English and natively, the chart in the target language's glossary
/// terms, the area's focus and the answer's JSON Schema (given by the caller: the LLM module owns it).
package struct PromptBuilder: Sendable {
    package let templates: TemplateSet
    package let localizer: Localizer
    /// False: the prompt carries neither the name nor the birth place nor the coordinates, and asks the model to
    /// address the reader as "you" (the report rendered here still shows them: it never leaves the machine).
    package let sendsPersonalData: Bool

    package init(templates: TemplateSet, localizer: Localizer, sendsPersonalData: Bool = true) {
        self.templates = templates
        self.localizer = localizer
        self.sendsPersonalData = sendsPersonalData
    }

    /// "Brazilian Portuguese (português do Brasil), pt-BR"; English is just "English, en".
    package static func languageLabel(_ language: Language) -> String {
        language.englishName == language.nativeName
            ? "\(language.englishName), \(language.code)"
            : "\(language.englishName) (\(language.nativeName)), \(language.code)"
    }

    package func build(chart: Chart, request: ReportRequest, schemaJSON: String) -> Prompt {
        let words = Phrasebook(localizer: localizer, language: request.language)
        let english = Phrasebook(localizer: localizer, language: .base)
        let facts = ChartFacts(chart: chart, request: request)
        var context = ReportContext.subject(request, chart: chart, phrasebook: words)
        context["target_language"] = .text(Self.languageLabel(request.language))
        context["register"] = .text(request.language.register)
        context["area_english"] = .text(english.text(GlossaryKeys.area(request.area.rawValue)))
        context["focus_english"] = .text(english.text(GlossaryKeys.focus(area: request.area.rawValue)))
        context["house_system_english"] = .text(chart.houseSystemUsed.map { english.text(GlossaryKeys.houseSystem($0.rawValue)) } ?? "")
        context["key_houses"] = .text(request.area.keyHouses.map(String.init).joined(separator: ", "))
        context["key_planets"] = .text(keyPlanets(request.area).map { english.text(ChartFacts.bodyKey($0)) }.joined(separator: ", "))
        context["schema"] = .text(schemaJSON)
        // Whether the language stores a sign's "in" phrase ("у Терезах"); ja, ko and zh put the nominative into patterns.
        let signPhrases = GrammarRequirements.isUsable(form: "in", domain: "sign", language: words.language)
        context["terms"] = .list(termSheet(words, english, signPhrases: signPhrases))
        context["terms_have_in"] = .bool(signPhrases)
        context["personal_data"] = .bool(sendsPersonalData)
        context["age"] = facts.age.map { .number(Double($0)) } ?? .text("")
        context["child"] = .bool(facts.lifeStage == .child)
        context["notes"] = .list(interpretationNotes(facts, words))

        var issues: [String] = []
        func render(_ name: String) -> String {
            guard let template = templates[name] else {
                issues.append("template \(name) is missing")
                return ""
            }
            let rendered = template.render(context, phrasebook: words)
            issues += rendered.issues
            return rendered.text
        }
        let system = render("prompt.system.tmpl")
        let user = render("prompt.user.tmpl")
        return Prompt(system: system, user: user, versionHash: templates.promptVersion,
                      expectedTerms: expectedTerms(facts, words, signPhrases: signPhrases), forbiddenTerms: forbiddenTerms(facts, words, english),
                      issues: issues + words.issues + english.issues, fallbackStrings: words.fallbacks.keys.sorted())
    }

    /// The interpretation library's texts for this chart's own factors, in the target language: the planets in
    /// their signs (those whose sign is a fact) and houses, the angles' signs, and the aspects the offline writer
    /// would read. The model writes from them, not a copy of them, and they keep it on what the chart holds.
    private func interpretationNotes(_ facts: ChartFacts, _ words: Phrasebook) -> [TemplateValue] {
        var notes: [TemplateValue] = []
        func note(_ label: String, _ key: String) { notes.append(["label": .text(label), "text": .text(words.text(key))]) }
        for body in Body.planets {
            guard let sign = facts.sign(body) else { continue }
            note(words.text("pattern.planet_in_sign", .term(ChartFacts.bodyKey(body)), .term(ChartFacts.signKey(sign))),
                 OfflineComposition.signText(body, sign))
            if facts.hasHouses, let house = facts.placement(body).house, let houseKey = GlossaryKeys.house(house) {
                note(words.text("reading.occupant", .term(ChartFacts.bodyKey(body)), .term(houseKey)), OfflineComposition.houseText(body, house))
            }
        }
        for (angle, sign) in [(ChartPoint.ascendant, facts.ascendantSign), (.midheaven, facts.midheavenSign)] {
            guard let sign else { continue }
            note(words.text("pattern.planet_in_sign", .term(ChartFacts.pointKey(angle)), .term(ChartFacts.signKey(sign))),
                 OfflineComposition.angleText(angle, sign))
        }
        for aspect in facts.proseAspects(count: 6) {
            guard let key = ChartFacts.textKey(aspect) else { continue }
            note(words.text("pattern.aspect", .term(ChartFacts.pointKey(aspect.first)), .term("aspect.\(aspect.kind.rawValue)"),
                            .term(ChartFacts.pointKey(aspect.second))), key)
        }
        return notes
    }

    /// Every term a report may need, English beside the language's own (and a sign's "in" phrase where the
    /// language has one: "у Терезах"): the same for every report of the language, so part of the cached prefix,
    /// and what keeps a model on the established names and their grammar.
    private func termSheet(_ words: Phrasebook, _ english: Phrasebook, signPhrases: Bool) -> [TemplateValue] {
        var keys: [String] = []
        for body in Body.allCases {
            if let key = GlossaryKeys.body(body.rawValue), !keys.contains(key) { keys.append(key) }
        }
        keys += ["point.ascendant", "point.midheaven"]
        keys += GlossaryKeys.signs
        keys += (1...12).compactMap { GlossaryKeys.house($0) }
        keys += AspectKind.allCases.map { "aspect.\($0.rawValue)" }
        keys += Element.allCases.map { "element.\($0.rawValue)" }
        keys.append("motion.retrograde")
        return keys.map { key in
            var term: [String: TemplateValue] = ["english": .text(english.text(key)), "name": .text(words.text(key))]
            if signPhrases, key.hasPrefix("sign.") { term["in"] = .text(words.text(key, form: "in")) }
            return .object(term)
        }
    }

    private func keyPlanets(_ area: ReportArea) -> [Body] {
        switch area {
        case .finances: [.venus, .jupiter, .saturn, .pluto]
        case .career: [.sun, .saturn, .mars, .jupiter]
        case .relationships: [.venus, .mars, .moon, .sun]
        case .health: [.sun, .moon, .mars, .saturn]
        case .general: [.sun, .moon, .mercury, .venus, .mars]
        }
    }

    /// Sun and Moon names and the Sun, Moon and Ascendant signs. A sign is inflected after a preposition in
    /// Ukrainian and Russian ("Терези" → "у Терезах"), so the stem both forms share is expected there.
    private func expectedTerms(_ facts: ChartFacts, _ words: Phrasebook, signPhrases: Bool) -> [String] {
        var terms = [Body.sun, .moon].map { words.text(ChartFacts.bodyKey($0)) }
        let signs = [facts.sign(.sun), facts.sign(.moon), facts.ascendantSign].compactMap { $0 }
        for sign in signs {
            let key = ChartFacts.signKey(sign)
            let name = words.text(key)
            // Only ask for the "in" phrase where the language stores one; asking elsewhere would count an
            // English fallback.
            let phrase = signPhrases ? words.text(key, form: "in") : name
            let inflected = phrase.split(separator: " ").last.map(String.init) ?? name
            let stem = String(zip(name, inflected).prefix { $0.0 == $0.1 }.map(\.0))
            let term = inflected.contains(name) ? name : stem
            if term.count >= 3, !terms.contains(term) { terms.append(term) }
        }
        return terms.filter { !$0.isEmpty }
    }

    /// English names of this chart's planets and signs whose translation differs from English.
    private func forbiddenTerms(_ facts: ChartFacts, _ words: Phrasebook, _ english: Phrasebook) -> [String] {
        guard words.language != .base else { return [] }
        let keys = Body.planets.map(ChartFacts.bodyKey) + Body.planets.map { ChartFacts.signKey(facts.placement($0).sign) }
        var terms: [String] = []
        for key in keys {
            let englishName = english.text(key)
            if englishName != words.text(key), !terms.contains(englishName) { terms.append(englishName) }
        }
        return terms
    }
}
