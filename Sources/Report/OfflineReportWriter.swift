import Chart
import Ephemeris
import Localization

/// The embedded default backend: a deterministic report composed from the interpretation texts written per factor
/// in each language (`Glossaries/readings/`: each planet in each sign and house, the angles in each sign, each
/// pair of points in each kind of aspect), tied to the area by frames that take noun phrases only, over the facts
/// `ChartFacts` establishes. The same chart, request and glossaries always give the same report.
package struct OfflineReportWriter: Sendable {
    package static let backend = "offline"
    package let localizer: Localizer

    package init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The report and any string problems met while writing it (empty when every key resolved).
    package func write(chart: Chart, request: ReportRequest) -> (report: AppReport, issues: [String]) {
        let output = generateOutput(chart: chart, request: request)
        return (output.report, output.issues)
    }

    /// The report with its problems and its own English fallbacks.
    func generateOutput(chart: Chart, request: ReportRequest) -> BackendOutput {
        let words = Phrasebook(localizer: localizer, language: request.language)
        let writer = OfflineComposition(facts: ChartFacts(chart: chart, request: request), words: words,
                                        memory: ReportMemory(seed: Int(chart.julianDayUT.rounded(.down))))
        let report = writer.report()
        return BackendOutput(report: report, issues: words.issues, fallbackStrings: words.fallbacks.keys.sorted())
    }
}

/// One report being composed; split from the package type so the phrasebook's state stays local.
/// Frames are whole per-language patterns; what they hold are the chart's terms and the per-factor texts.
struct OfflineComposition {
    let facts: ChartFacts
    let words: Phrasebook
    let memory: ReportMemory

    var area: ReportArea { facts.area }
    var isChild: Bool { facts.lifeStage == .child }

    func report() -> AppReport {
        let lead = summarySentences()
        let focus = words.text("reading.focus.\(area.rawValue)" + (isChild ? ".child" : ""))
        let influences = Body.planets.map(keyInfluence)
        let analysis = paragraphs()
        let recommendations = self.recommendations()
        let share = ShareContent(
            // Without the sentence that announces the reading below: on a card nothing follows it.
            condensedSummary: ShareText.fit(words.sentences(lead), limit: AppReport.Limits.condensedSummaryLength),
            topInfluences: topInfluences([Body.sun, .moon, area.keyPlanet]),
            topRecommendations: recommendations.map { ShareText.fit($0, limit: AppReport.Limits.topRecommendationLength) },
            analysisHighlights: highlights())
        let report = AppReport(summary: words.sentences(lead + [focus]), keyInfluences: influences,
                               detailedAnalysis: analysis.joined(separator: "\n"), recommendations: recommendations,
                               shareContent: share)
        return glossedOnFirstMention(report)
    }

    // MARK: summary

    /// The Sun, the Moon and (with a birth time) the Ascendant, a sign shared by two or three of them named once;
    /// a luminary that changes sign on a birth day without a time is given with both signs and the hour.
    func summarySentences() -> [String] {
        var sentences: [String] = []
        let sun = facts.sign(.sun), moon = facts.sign(.moon)
        if let sun, let moon, let ascendant = facts.ascendantSign {
            let (s, m, a) = (ChartFacts.signKey(sun), ChartFacts.signKey(moon), ChartFacts.signKey(ascendant))
            let first = switch (sun == moon, moon == ascendant, sun == ascendant) {
            case (true, true, _): words.text("reading.summary.all_same", .term(s))
            case (true, false, _): words.text("reading.summary.same", .term(s), .term(a))
            case (false, true, _): words.text("reading.summary.moon_asc", .term(s), .term(m))
            case (false, false, true): words.text("reading.summary.sun_asc", .term(s), .term(m))
            case (false, false, false): words.text("reading.summary", .term(s), .term(m), .term(a))
            }
            sentences.append(first)
        } else if let sun, let moon {
            sentences.append(sun == moon ? words.text("reading.summary.two_same", .term(ChartFacts.signKey(sun)))
                : words.text("reading.summary.two", .term(ChartFacts.signKey(sun)), .term(ChartFacts.signKey(moon))))
        } else {
            for body in [Body.sun, .moon] {
                if let change = facts.signChange(body) {
                    sentences.append(words.text("reading.change.\(body.rawValue)", .term(ChartFacts.signKey(change.from)),
                                                .term(ChartFacts.signKey(change.to)), .text(clock(change.localMinutes))))
                } else {
                    sentences.append(words.text("reading.summary.\(body.rawValue)", .term(ChartFacts.signKey(facts.placement(body).sign))))
                }
            }
        }
        return sentences
    }

    // MARK: key influences

    /// "☉ Sun in Aries, 9th house: <the Sun in Aries, written for itself>". A planet that changes sign on a birth
    /// day without a time gets both signs, each with its insight, and the hour of the change.
    func keyInfluence(_ body: Body) -> String {
        let planet = ChartFacts.bodyKey(body)
        if let change = facts.signChange(body) {
            let header = words.text("reading.influence.change", .term(planet), .term(ChartFacts.signKey(change.from)),
                                    .term(ChartFacts.signKey(change.to)))
            let text = words.text("reading.influence.change_text.\(memory.turn("change_text", of: 2))", .term(ChartFacts.signKey(change.from)),
                                  .text(insight(body, change.from)),
                                  .term(ChartFacts.signKey(change.to)), .text(insight(body, change.to)), .text(clock(change.localMinutes)))
            return ChartFacts.glyph(body) + " " + words.text("pattern.reading", .text(header), .text(words.capitalized(text)))
        }
        let sign = facts.placement(body).sign
        let header = placementHeader(body, sign: sign)
        return ChartFacts.glyph(body) + " " + words.text("pattern.reading", .text(header), .text(words.text(Self.signText(body, sign))))
    }

    /// "Sun in Aries, 9th house" (without a birth time: "Sun in Aries").
    func placementHeader(_ body: Body, sign: ZodiacSign) -> String {
        let planet = ChartFacts.bodyKey(body), signKey = ChartFacts.signKey(sign)
        if facts.hasHouses, let house = facts.placement(body).house.flatMap(GlossaryKeys.house) {
            return words.text("reading.influence.house", .term(planet), .term(signKey), .term(house))
        }
        return words.text("reading.influence.sign", .term(planet), .term(signKey))
    }

    static func signText(_ body: Body, _ sign: ZodiacSign) -> String { "text.planet.\(body.rawValue).sign.\(sign.rawValue)" }
    static func houseText(_ body: Body, _ house: Int) -> String { "text.planet.\(body.rawValue).house.\(house)" }
    static func angleText(_ angle: ChartPoint, _ sign: ZodiacSign) -> String { "text.angle.\(angle.rawValue).sign.\(sign.rawValue)" }

    func insight(_ body: Body, _ sign: ZodiacSign) -> String { words.text(Self.signText(body, sign) + ".insight") }

    /// A local clock time in the language's format ("4:34 PM", "16:34", "下午4:34") through `pattern.clock`, whose
    /// plural category follows the hour the clock shows (Spanish "la 1:05", "las 5:31").
    func clock(_ minutes: Int) -> String {
        let day = min(max(0, minutes), 24 * 60 - 1)
        let time = Self.proseTime(LocaleFormatting.shared.birthTime(hour: day / 60, minute: day % 60, language: words.language),
                                  language: words.language)
        let shownHour = Int(String(time.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber })) ?? day / 60
        return words.text("pattern.clock", .text(time), count: shownHour)
    }

    // MARK: recommendations and share

    /// Three steps for the area, chosen by the element of the area's main factor; a child's report has its own,
    /// addressed to the parent.
    func recommendations() -> [String] {
        let set = isChild ? "child" : recommendationElement().rawValue
        return (1...3).map { words.text("text.recommendation.\(area.rawValue).\(set).\($0)") }
    }

    /// The element of the sign on the area's main cusp or angle (without a birth time, of its main planet).
    func recommendationElement() -> Element {
        let sign: ZodiacSign? = switch area {
        case .finances: facts.cuspSign(2) ?? facts.sign(.venus)
        case .career: facts.midheavenSign ?? facts.sign(.saturn)
        case .relationships: facts.cuspSign(7) ?? facts.sign(.venus)
        case .health: facts.ascendantSign ?? facts.sign(.mars)
        case .general: facts.sign(.sun) ?? facts.sign(.mercury)
        }
        return (sign ?? facts.placement(area.keyPlanet).sign).element
    }

    /// "☉ Sun in Aries: bold initiative" for each, or, when one of them would not fit the card's limit, "☉ Sun in
    /// Aries" for all: three lines of one shape on a card. A planet that changes sign that day shows both signs.
    func topInfluences(_ bodies: [Body]) -> [String] {
        let limit = AppReport.Limits.topInfluenceLength
        func bare(_ body: Body) -> String {
            let planet = ChartFacts.bodyKey(body)
            if let change = facts.signChange(body) {
                return words.text("reading.influence.change", .term(planet), .term(ChartFacts.signKey(change.from)), .term(ChartFacts.signKey(change.to)))
            }
            return words.text("pattern.planet_in_sign", .term(planet), .term(ChartFacts.signKey(facts.placement(body).sign)))
        }
        let full = bodies.map { body in
            guard let sign = facts.sign(body) else { return ChartFacts.glyph(body) + " " + bare(body) }
            return ChartFacts.glyph(body) + " " + words.text("share.influence", .term(ChartFacts.bodyKey(body)), .term(ChartFacts.signKey(sign)),
                                                             .text(insight(body, sign)))
        }
        if full.allSatisfy({ $0.count <= limit }) { return full }
        return bodies.map { ShareText.fit(ChartFacts.glyph($0) + " " + bare($0), limit: limit) }
    }

    /// Three or four strengths for the card: the insights of the angles and of planets the card's influences do not
    /// show, whose signs are certain.
    func highlights() -> [String] {
        var insights: [String] = []
        if let ascendant = facts.ascendantSign { insights.append(words.text(Self.angleText(.ascendant, ascendant) + ".insight")) }
        if let midheaven = facts.midheavenSign { insights.append(words.text(Self.angleText(.midheaven, midheaven) + ".insight")) }
        let shown: Set<Body> = [.sun, .moon, area.keyPlanet]
        let planets = area.keyPlanets.filter { !shown.contains($0) } + Body.planets.filter { !shown.contains($0) && !area.keyPlanets.contains($0) }
        for body in planets {
            if let sign = facts.sign(body) { insights.append(insight(body, sign)) }
        }
        var seen: Set<String> = []
        return insights.filter { seen.insert($0).inserted }.prefix(4).map {
            ShareText.fit(words.capitalized($0), limit: AppReport.Limits.analysisHighlightLength)
        }
    }

    /// A clock time as running text writes it: the hour without a leading zero ("5:31", not the table's "05:31"), and
    /// in French with "h" ("5 h 31", as the Imprimerie nationale's rules write a time in prose).
    static func proseTime(_ time: String, language: Language) -> String {
        var text = time
        if let first = text.firstIndex(where: \.isNumber), text[first] == "0", text.index(after: first) < text.endIndex,
           text[text.index(after: first)].isNumber {
            text.remove(at: first)
        }
        guard language == .fr else { return text }
        return text.replacingOccurrences(of: ":", with: "\u{202F}h\u{202F}")
    }

    /// The first mention of the Midheaven in the report's prose carries its gloss (`gloss.midheaven`: "Midheaven
    /// (MC)", ko "MC(천정)"); later ones are the plain term.
    func glossedOnFirstMention(_ report: AppReport) -> AppReport {
        let term = words.text("point.midheaven"), gloss = words.text("gloss.midheaven")
        guard !term.isEmpty, gloss != term, !gloss.isEmpty else { return report }
        var report = report
        func replaceFirst(_ text: inout String) -> Bool {
            guard let range = Self.firstRange(of: term, in: text) else { return false }
            text.replaceSubrange(range, with: gloss)
            return true
        }
        if replaceFirst(&report.summary) { return report }
        for index in report.keyInfluences.indices where replaceFirst(&report.keyInfluences[index]) { return report }
        _ = replaceFirst(&report.detailedAnalysis)
        return report
    }
}

extension OfflineComposition {
    /// The first occurrence of `needle` in `text`, compared as UTF-8 bytes: Foundation's `range(of:)` and the generic
    /// collection search cost a millisecond or more over a whole report, this a few microseconds.
    static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
        let haystack = Array(text.utf8), pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= haystack.count else { return nil }
        var offset = 0
        while offset + pattern.count <= haystack.count {
            if haystack[offset] == first, haystack[offset..<offset + pattern.count].elementsEqual(pattern) {
                let start = text.utf8.index(text.startIndex, offsetBy: offset)
                return start..<text.utf8.index(start, offsetBy: pattern.count)
            }
            offset += 1
        }
        return nil
    }
}

/// What one report has already said, so that nothing is said twice: house topics, points read, aspects cited, and
/// which variant of a frame comes next.
final class ReportMemory {
    private var topics: Set<Int> = []
    private var rulers: Set<Body> = []
    private var turns: [String: Int] = [:]
    /// From the chart (its Julian day): where the variants' turns start, so two reports do not open alike.
    private let seed: Int

    init(seed: Int) {
        self.seed = abs(seed)
    }

    /// 1…`count`, in turn per `frame`, starting where the chart says.
    func turn(_ frame: String, of count: Int) -> Int {
        defer { turns[frame, default: 0] += 1 }
        return (turns[frame, default: 0] + seed) % count + 1
    }
    private(set) var readPoints: Set<ChartPoint> = []
    private(set) var citedAspects: [Aspect] = []

    /// True the first time a house's topic is named in this report.
    func nameTopic(of house: Int) -> Bool { topics.insert(house).inserted }

    /// True the first time a planet is named as a house's ruler in this report.
    func nameRuler(_ body: Body) -> Bool { rulers.insert(body).inserted }

    func read(_ point: ChartPoint) { readPoints.insert(point) }

    func hasRead(_ point: ChartPoint) -> Bool { readPoints.contains(point) }

    func cite(_ aspect: Aspect) { citedAspects.append(aspect) }
}
