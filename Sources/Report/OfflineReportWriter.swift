import Chart
import Ephemeris
import Localization

/// The embedded default backend: a deterministic report built only from glossary phrases (keywords per
/// planet, sign and house; sentence patterns per language) and the computed chart, in the app's shape and
/// within its limits. The same chart, request and glossaries always give the same report.
public struct OfflineReportWriter: Sendable {
    public static let backend = "offline"
    public let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The report and any string problems met while writing it (empty when every key resolved).
    public func write(chart: Chart, request: ReportRequest) -> (report: AppReport, issues: [String]) {
        let words = Phrasebook(localizer: localizer, language: request.language)
        let writer = OfflineComposition(facts: ChartFacts(chart: chart), area: request.area, words: words)
        return (writer.report(), words.issues)
    }
}

/// One report being composed; split from the public type so the phrasebook's state stays local.
struct OfflineComposition {
    let facts: ChartFacts
    let area: ReportArea
    let words: Phrasebook

    func report() -> AppReport {
        let summary = summaryText()
        let recommendations = (1...3).map { words.text("offline.recommendation.\(area.rawValue).\($0)") }
        let share = ShareContent(
            condensedSummary: ShareText.fit(words.sentences([summary, words.text("offline.area.\(area.rawValue)")]),
                                            limit: AppReport.Limits.condensedSummaryLength),
            topInfluences: [Body.sun, .moon, area.keyPlanet].map(topInfluence),
            topRecommendations: recommendations.map { ShareText.fit($0, limit: AppReport.Limits.topRecommendationLength) },
            analysisHighlights: highlights())
        return AppReport(summary: summary, keyInfluences: Body.planets.map(keyInfluence),
                         detailedAnalysis: paragraphs().joined(separator: "\n"),
                         recommendations: recommendations, shareContent: share)
    }

    // MARK: phrases

    private func planetInSign(_ body: Body) -> String {
        words.text("pattern.planet_in_sign", .term(ChartFacts.bodyKey(body)), .term(ChartFacts.signKey(facts.placement(body).sign)))
    }

    /// "Sun in Aries in the 10th house", or without the house when the birth time is unknown.
    private func placementPhrase(_ body: Body) -> String {
        let placement = facts.placement(body)
        guard let house = placement.house, facts.hasHouses, let houseKey = GlossaryKeys.house(house) else {
            return planetInSign(body)
        }
        return words.text("pattern.placement", .term(ChartFacts.bodyKey(body)), .term(ChartFacts.signKey(placement.sign)), .term(houseKey))
    }

    private func signKeyword(_ sign: ZodiacSign) -> String {
        words.text("keyword.\(ChartFacts.signKey(sign))")
    }

    func labelSentence(_ label: String, _ value: String) -> String {
        words.text("pattern.label_sentence", .text(label), .text(value))
    }

    private func summaryText() -> String {
        let first: String
        if let ascendant = facts.ascendantSign {
            let rising = words.text("pattern.planet_in_sign", .term("point.ascendant"), .term(ChartFacts.signKey(ascendant)))
            first = words.text("offline.summary", .text(planetInSign(.sun)), .text(planetInSign(.moon)), .text(rising))
        } else {
            first = words.text("offline.summary_two", .text(planetInSign(.sun)), .text(planetInSign(.moon)))
        }
        return words.sentences([first, words.text("pattern.focus", .term(GlossaryKeys.focus(area: area.rawValue)))])
    }

    private func keyInfluence(_ body: Body) -> String {
        let keywords = words.text("pattern.keyword_pair", .term("keyword.planet.\(body.rawValue)"),
                                  .term("keyword.\(ChartFacts.signKey(facts.placement(body).sign))"))
        return ChartFacts.glyph(body) + " " + labelSentence(placementPhrase(body), keywords)
    }

    private func topInfluence(_ body: Body) -> String {
        let limit = AppReport.Limits.topInfluenceLength
        let sign = facts.placement(body).sign
        let full = ChartFacts.glyph(body) + " " + words.text("share.influence", .term(ChartFacts.bodyKey(body)),
                                                              .term(ChartFacts.signKey(sign)), .text(signKeyword(sign)))
        if full.count <= limit { return full }
        return ShareText.fit(ChartFacts.glyph(body) + " " + planetInSign(body), limit: limit)
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
            ShareText.fit(words.capitalized(signKeyword($0)), limit: AppReport.Limits.analysisHighlightLength)
        }
    }
}
