import Chart
import Ephemeris
import Localization

/// Checks what an answer says about the chart against the chart. The claims are found through the language's
/// own phrasing, rendered from its glossary for every combination: a point in a sign (`pattern.planet_in_sign`:
/// "Сонце в Скорпіоні", 「蠍座の太陽」), a planet in a house (`reading.occupant`), an aspect between two points
/// (`pattern.aspect`, both orders); and each key influence's header (up to its first colon or full stop) is
/// read against the planet its glyph names: that planet first, its sign, its house. What the phrasings cannot
/// see (a paraphrase, "your emotional nature" for the Moon, another word order) is not judged: docs/llm.md.
package struct FactCheck: Sendable {
    package struct Outcome: Sendable, Equatable {
        /// Claims found and judged, true or not.
        package var claims: Int
        /// One plain English sentence per contradiction ("the Sun is in Scorpio, not in Pisces"), each once.
        package var problems: [String]
    }

    /// A rendered claim and, when the chart contradicts it, the sentence that says so (nil: it holds, or
    /// cannot be judged as false).
    struct Phrase: Sendable {
        let scalars: [Unicode.Scalar]
        let contradiction: String?
    }

    let phrases: PhraseSet
    /// What a key influence's header may name, per planet glyph: the points (the first named must be the glyph's
    /// planet) and every sign and house in each of the language's forms, with what stating it there contradicts.
    struct Header: Sendable {
        let names: PhraseSet
        let places: PhraseSet
    }

    let headers: [Unicode.Scalar: Header]
    let text: TextForm

    package init(chart: Chart, request: ReportRequest, localizer: Localizer) {
        let facts = ChartFacts(chart: chart, request: request)
        let words = Phrasebook(localizer: localizer, language: request.language)
        let english = Phrasebook(localizer: localizer, language: .en)
        let truth = FactTruth(facts: facts, english: english)
        let text = TextForm(language: request.language)
        var phrases: [Phrase] = []
        func add(_ rendered: String, _ contradiction: String?) {
            let scalars = text.normalized(rendered)
            if !scalars.isEmpty { phrases.append(Phrase(scalars: scalars, contradiction: contradiction)) }
        }
        for point in FactTruth.points {
            for sign in ZodiacSign.allCases {
                add(words.text("pattern.planet_in_sign", .term(FactTruth.key(point)), .term(ChartFacts.signKey(sign))),
                    truth.sign(point, sign))
            }
        }
        for body in Body.planets {
            for house in 1...12 {
                add(words.text("reading.occupant", .term(ChartFacts.bodyKey(body)), .term(GlossaryKeys.house(house) ?? "")),
                    truth.house(body, house))
            }
        }
        let aspectPoints = Body.planets.map(ChartPoint.init) + [.ascendant, .midheaven]
        for (index, first) in aspectPoints.enumerated() {
            for second in aspectPoints[(index + 1)...] {
                for kind in AspectKind.allCases where kind.isMajor {
                    let verdict = truth.aspect(first, second, kind)
                    for (a, b) in [(first, second), (second, first)] {
                        for phrase in Self.aspectPhrases(a, kind, b, words: words) { add(phrase, verdict) }
                    }
                }
            }
        }
        // Longest first, so "Sun in Leo, 9th house" style overlaps are judged on the fullest phrase.
        self.phrases = PhraseSet(phrases)
        var headers: [Unicode.Scalar: Header] = [:]
        func forms(_ key: String) -> [[Unicode.Scalar]] {
            let entry = localizer.glossaries[request.language]?[key] ?? localizer.glossaries[.en]?[key]
            return (entry?.formNames ?? []).compactMap { entry?.form($0) }.map(text.normalized).filter { !$0.isEmpty }
        }
        for body in Body.planets {
            guard let glyph = ChartFacts.planetGlyphs[body]?.unicodeScalars.first else { continue }
            let names = FactTruth.points.flatMap { point in
                forms(FactTruth.key(point)).map {
                    Phrase(scalars: $0, contradiction: point == ChartPoint(body) ? nil : truth.glyph(body, names: point))
                }
            }
            let places = ZodiacSign.allCases.flatMap { sign in
                forms(ChartFacts.signKey(sign)).map { Phrase(scalars: $0, contradiction: truth.sign(ChartPoint(body), sign)) }
            } + (1...12).flatMap { house in
                forms(GlossaryKeys.house(house) ?? "").map { Phrase(scalars: $0, contradiction: truth.house(body, house)) }
            }
            headers[glyph] = Header(names: PhraseSet(names), places: PhraseSet(places))
        }
        self.headers = headers
        self.text = text
    }

    package func check(_ report: AppReport) -> Outcome {
        var claims = 0
        var problems: [String] = []
        func note(_ found: [Phrase]) {
            claims += found.count
            for problem in found.compactMap(\.contradiction) where !problems.contains(problem) { problems.append(problem) }
        }
        let share = report.shareContent
        for part in [report.summary, report.detailedAnalysis, share.condensedSummary] + report.keyInfluences
            + share.topInfluences + share.analysisHighlights {
            note(phrases.matches(in: text.normalized(part), boundaries: text))
        }
        for influence in report.keyInfluences + share.topInfluences {
            let scalars = text.normalized(influence)
            guard let glyph = scalars.first(where: { headers[$0] != nil }), let header = headers[glyph] else { continue }
            let head = Array(scalars[..<Self.headerEnd(scalars)])
            if let first = header.names.located(in: head, boundaries: text).min(by: { $0.start < $1.start }) {
                note([first.phrase])
            }
            note(header.places.matches(in: head, boundaries: text))
        }
        return Outcome(claims: claims, problems: problems)
    }

    /// How the language names an aspect: its inline pattern ("Sun trine Moon") and the head of the label its reports
    /// print before the orb ("Опозиція Сонце — Місяць"), when that differs.
    static func aspectPhrases(_ first: ChartPoint, _ kind: AspectKind, _ second: ChartPoint, words: Phrasebook) -> [String] {
        let terms: [LocalizedArgument] = [.term(FactTruth.key(first)), .term("aspect.\(kind.rawValue)"), .term(FactTruth.key(second))]
        let inline = words.text("pattern.aspect", arguments: terms)
        let sentinel = "\u{E000}"
        let label = words.text("reading.aspect.label", arguments: terms + [.text(sentinel)])
        guard let cut = label.range(of: sentinel) else { return [inline] }
        var head = label[..<cut.lowerBound]
        if let open = head.lastIndex(where: { $0 == "(" || $0 == "（" }) { head = head[..<open] }
        let trimmed = head.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == inline ? [inline] : [inline, trimmed]
    }

    /// A key influence's header ends at its first colon or dash ("☉ Sun in Leo, 9th house: …"), else at its first
    /// full stop that closes no ordinal ("9. Haus").
    static func headerEnd(_ scalars: [Unicode.Scalar]) -> Int {
        if let separator = scalars.firstIndex(where: { ":：—–".unicodeScalars.contains($0) }) { return separator }
        return scalars.indices.first { index in
            ".。!！".unicodeScalars.contains(scalars[index]) && (index == 0 || scalars[index - 1].properties.numericType == nil)
        } ?? scalars.endIndex
    }
}

/// What the chart makes of a claim: nil when it holds (or, like the Moon's aspects on a day without a birth time,
/// cannot be said to be false), else the contradiction in plain English for the model's corrective retry.
struct FactTruth {
    let facts: ChartFacts
    let english: Phrasebook

    /// The points a sign claim may name: the ten planets, the node, Lilith and the two angles.
    static let points: [ChartPoint] = Body.planets.map(ChartPoint.init) + [.trueNode, .lilith, .ascendant, .midheaven]

    static func key(_ point: ChartPoint) -> String { ChartFacts.pointKey(point) }

    private func name(_ point: ChartPoint) -> String { english.text(Self.key(point), form: "definite") }
    private func name(_ sign: ZodiacSign) -> String { english.text(ChartFacts.signKey(sign)) }
    private func house(_ number: Int) -> String { english.text(GlossaryKeys.house(number) ?? "") }
    private static let noTime = "the birth time is unknown, so the chart has no houses, Ascendant or Midheaven"

    func sign(_ point: ChartPoint, _ sign: ZodiacSign) -> String? {
        let actual: [ZodiacSign]
        switch point {
        case .ascendant, .midheaven:
            guard let angle = point == .ascendant ? facts.ascendantSign : facts.midheavenSign else { return Self.noTime }
            actual = [angle]
        default:
            guard let body = point.body else { return nil }
            actual = facts.possibleSigns(body)
        }
        guard !actual.contains(sign) else { return nil }
        let where_ = actual.map(name).joined(separator: " or ")
        return "\(name(point)) is in \(where_), not in \(name(sign))".capitalizedFirst
    }

    func house(_ body: Body, _ number: Int) -> String? {
        guard facts.hasHouses, let actual = facts.placement(body).house else { return Self.noTime }
        guard actual != number else { return nil }
        return "\(name(ChartPoint(body))) is in the \(house(actual)), not in the \(house(number))".capitalizedFirst
    }

    func aspect(_ first: ChartPoint, _ second: ChartPoint, _ kind: AspectKind) -> String? {
        let angles: Set<ChartPoint> = [.ascendant, .midheaven]
        if !facts.hasHouses {
            if angles.contains(first) || angles.contains(second) { return Self.noTime }
            // Noon positions: the Moon may be 6° either way, so its aspects are neither listed nor judged.
            if first == .moon || second == .moon { return nil }
        }
        let holds = facts.chart.aspects.contains { aspect in
            aspect.kind == kind && Set([aspect.first, aspect.second]) == Set([first, second])
        }
        return holds ? nil : "\(name(first)) and \(name(second)) form no \(english.text("aspect.\(kind.rawValue)")) in this chart".capitalizedFirst
    }

    /// A key influence whose glyph is `body` but whose header names `point` first.
    func glyph(_ body: Body, names point: ChartPoint) -> String {
        "the key influence marked \(ChartFacts.planetGlyphs[body] ?? "") is about \(name(ChartPoint(body))), not \(name(point))"
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
