import Chart
import Ephemeris
import Localization

/// The embedded default backend: a deterministic report built only from glossary phrases (keywords per
/// planet, sign and house; sentence patterns per language) and the computed chart, in the app's shape and
/// within its limits. The same chart, request and glossaries always give the same report.
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
        let writer = OfflineComposition(facts: ChartFacts(chart: chart), area: request.area, words: words,
                                        variety: Variety(seed: Int(chart.julianDayUT.rounded(.down))))
        let report = writer.report()
        return BackendOutput(report: report, issues: words.issues, fallbackStrings: words.fallbacks.keys.sorted())
    }
}

/// One report being composed; split from the package type so the phrasebook's state stays local.
/// Every sentence is a whole per-language pattern from the glossary; the chart's terms fill it in the
/// grammatical form the pattern asks for, and phrase variants rotate so neighbouring lines differ.
struct OfflineComposition {
    let facts: ChartFacts
    let area: ReportArea
    let words: Phrasebook
    let variety: Variety

    func report() -> AppReport {
        let lead = summarySentences()
        let summary = words.sentences(lead + [words.text("offline.focus.\(area.rawValue)")])
        let recommendations = (1...3).map { words.text("offline.recommendation.\(area.rawValue).\($0)") }
        let share = ShareContent(
            // Without the sentence that announces the reading below: on a card nothing follows it.
            condensedSummary: ShareText.fit(words.sentences(lead), limit: AppReport.Limits.condensedSummaryLength),
            topInfluences: topInfluences([Body.sun, .moon, area.keyPlanet]),
            topRecommendations: recommendations.map { ShareText.fit($0, limit: AppReport.Limits.topRecommendationLength) },
            analysisHighlights: highlights())
        return AppReport(summary: summary, keyInfluences: Body.planets.map(keyInfluence),
                         detailedAnalysis: paragraphs().joined(separator: "\n"),
                         recommendations: recommendations, shareContent: share)
    }

    // MARK: phrases

    /// How a planet in `sign` acts ("boldly and directly"): the sign's three phrases in turn, then its element's
    /// two, then its modality's two, so that a stellium (the summary, six placements and a house cusp in one
    /// sign) still reads seven different phrases.
    /// The element's and the modality's phrases are shared by three or four signs, so the first phrase not yet
    /// used anywhere in this report is taken; only when all seven are used does the sign's rotation repeat one.
    func manner(_ sign: ZodiacSign) -> LocalizedArgument {
        let candidates = (1...3).map { "manner.\(sign.rawValue).\($0)" }
            + (1...2).map { "manner.element.\(sign.element.rawValue).\($0)" }
            + (1...2).map { "manner.modality.\(sign.modality.rawValue).\($0)" }
        let turn = variety.next(sign.rawValue, of: Self.mannerPhrases)
        return .term(variety.firstUnused(candidates) ?? candidates[turn - 1])
    }

    /// A sign's own three, its element's two and its modality's two.
    static let mannerPhrases = 7

    /// How many manner phrases a report asks of `sign`: the summary's Sun and Moon, the planets' lines, the key
    /// houses whose cusp it holds, and the Ascendant and Midheaven sentences.
    func mannerDemand(_ sign: ZodiacSign) -> Int {
        let summary = [Body.sun, .moon].filter { facts.placement($0).sign == sign }.count
        let planets = Body.planets.filter { facts.placement($0).sign == sign }.count
        let cusps = facts.hasHouses ? area.keyHouses.filter { facts.cuspSign($0) == sign }.count : 0
        let angles = [facts.ascendantSign, facts.midheavenSign].filter { $0 == sign }.count
        return summary + planets + cusps + angles
    }

    /// The summary's placements and core sentence (the focus sentence follows them in the report only).
    private func summarySentences() -> [String] {
        let sunSign = facts.placement(.sun).sign, moonSign = facts.placement(.moon).sign
        let sun = ChartFacts.signKey(sunSign), moon = ChartFacts.signKey(moonSign)
        // A sign shared by two or three of the Sun, Moon and Ascendant is named once: "Your Sun and Moon are both in Gemini".
        let first: String
        if let ascendantSign = facts.ascendantSign {
            let ascendant = ChartFacts.signKey(ascendantSign)
            first = switch (sunSign == moonSign, moonSign == ascendantSign, sunSign == ascendantSign) {
            case (true, true, _): words.text("offline.summary_all_same", .term(sun))
            case (true, false, _): words.text("offline.summary_same", .term(sun), .term(ascendant))
            case (false, true, _): words.text("offline.summary_moon_asc", .term(sun), .term(moon))
            case (false, false, true): words.text("offline.summary_sun_asc", .term(sun), .term(moon))
            case (false, false, false): words.text("offline.summary", .term(sun), .term(moon), .term(ascendant))
            }
        } else {
            first = sunSign == moonSign ? words.text("offline.summary_two_same", .term(sun))
                : words.text("offline.summary_two", .term(sun), .term(moon))
        }
        // A large stellium in the Sun's or Moon's sign would need more than a sign's seven manner phrases; the
        // core sentence then gives way, as the key influences describe each of those placements anyway.
        let crowded = [sunSign, moonSign].contains { mannerDemand($0) > Self.mannerPhrases }
        let core = crowded ? "" : words.text("offline.core", manner(sunSign), manner(moonSign))
        return [first, core]
    }

    /// "☉ Your Sun in Aries in the 9th house shows … This shows above all in travel, study and your beliefs."
    private func keyInfluence(_ body: Body) -> String {
        let placement = facts.placement(body)
        let sign = ChartFacts.signKey(placement.sign)
        let house = facts.hasHouses ? placement.house.flatMap(GlossaryKeys.house) : nil
        // Without a house the sign's "in" form stands alone; ja, ko and zh have none (their patterns add the particle).
        let signForm = GrammarRequirements.isUsable(form: "in", domain: "sign", language: words.language) ? "in" : nil
        let location = house.map { words.text("pattern.in_sign_house", .term(sign), .term($0)) } ?? words.text(sign, form: signForm)
        var parts = [words.text("offline.influence.\(body.rawValue).\(influenceFrame(body))", .text(location), manner(placement.sign))]
        // Where it shows in life is said for the Sun and the Moon and for planets in the area's key houses: there
        // it matters to this report, and ten such sentences in a row would read as a rotating template.
        let relevant = body == .sun || body == .moon || placement.house.map(area.keyHouses.contains) == true
        if relevant, let number = placement.house, house != nil, let frame = variety.frame(forHouse: number) {
            parts.append(words.text("offline.sphere.\(frame)", .term("sphere.house.\(number)")))
        }
        return ChartFacts.glyph(body) + " " + words.sentences(parts)
    }

    /// One of a planet's two frames: neighbouring planets alternate, and which one starts depends on the chart,
    /// so two reports do not read line for line alike.
    private func influenceFrame(_ body: Body) -> Int {
        variety.alternating(Body.planets.firstIndex(of: body) ?? 0, of: 2)
    }

    /// "☉ Sun in Aries: bold initiative" for each, or, when one of them would not fit the card's limit with its
    /// keyword, "☉ Sun in Aries" for all: three lines of one shape on a card.
    private func topInfluences(_ bodies: [Body]) -> [String] {
        let limit = AppReport.Limits.topInfluenceLength
        let full = bodies.map { body in
            let sign = ChartFacts.signKey(facts.placement(body).sign)
            return ChartFacts.glyph(body) + " " + words.text("share.influence", .term(ChartFacts.bodyKey(body)), .term(sign),
                                                             .term("keyword.\(sign)"))
        }
        if full.allSatisfy({ $0.count <= limit }) { return full }
        return bodies.map { body in
            ShareText.fit(ChartFacts.glyph(body) + " " + words.text("pattern.planet_in_sign", .term(ChartFacts.bodyKey(body)),
                                                                    .term(ChartFacts.signKey(facts.placement(body).sign))), limit: limit)
        }
    }

    private func highlights() -> [String] {
        var signs = [facts.placement(.sun).sign, facts.placement(.moon).sign]
        signs.append(facts.ascendantSign ?? facts.placement(.mercury).sign)
        signs.append(facts.placement(area.keyPlanet).sign)
        var seen: Set<ZodiacSign> = []
        let distinct = signs.filter { seen.insert($0).inserted }
        // Keywords of repeated signs would repeat; fill up to three with the remaining planets' signs.
        let extra = Body.planets.map { facts.placement($0).sign }.filter { seen.insert($0).inserted }
        return (distinct + extra).prefix(4).map {
            ShareText.fit(words.capitalized(words.text("keyword.\(ChartFacts.signKey($0))")), limit: AppReport.Limits.analysisHighlightLength)
        }
    }
}

/// Which phrase variant comes next, so that a report never repeats a sentence and neighbouring lines
/// do not share a frame. Deterministic: the same chart always gets the same choices.
final class Variety {
    private var uses: [String: Int] = [:]
    private var describedHouses: Set<Int> = []
    private var usedKeys: Set<String> = []
    private var lastFrame: Int
    /// From the chart (its Julian day): where the frame rotations start, so two reports do not open alike.
    private let seed: Int

    init(seed: Int) {
        self.seed = abs(seed)
        lastFrame = abs(seed) % 5
    }

    /// 1…`count` for the `index`-th of a list, neighbours differing, the first set by the chart.
    func alternating(_ index: Int, of count: Int) -> Int {
        (seed + index) % count + 1
    }

    /// 1…`count`, in turn per `key`; `seeded` starts the turn where the chart says (frames), otherwise at 1
    /// (a sign's own phrases come before its element's).
    func next(_ key: String, of count: Int, seeded: Bool = false) -> Int {
        defer { uses[key, default: 0] += 1 }
        return (uses[key, default: 0] + (seeded ? seed : 0)) % count + 1
    }

    /// The first of `keys` not handed out before in this report (then marked used); nil when all were.
    func firstUnused(_ keys: [String]) -> String? {
        guard let key = keys.first(where: { !usedKeys.contains($0) }) else { return nil }
        usedKeys.insert(key)
        return key
    }

    /// One of the sphere frames, in turn, never the one just used; nil for a house already described, so
    /// that several planets in one house do not name its sphere again and again.
    func frame(forHouse house: Int, of count: Int = 5) -> Int? {
        guard describedHouses.insert(house).inserted else { return nil }
        let frame = lastFrame % count + 1
        lastFrame = frame
        return frame
    }
}
