import Chart
import Ephemeris
import Localization

/// The detailed analysis of an offline report: one paragraph per topic, label-and-value sentences so every
/// language stays grammatical without inflecting the chart's terms.
extension OfflineComposition {
    func paragraphs() -> [String] {
        [
            words.sentences([words.text("pattern.focus", .term(GlossaryKeys.focus(area: area.rawValue))),
                             words.text("offline.area.\(area.rawValue)")]),
            facts.hasHouses ? words.sentences(area.keyHouses.map(houseSentence)) : words.text("offline.no_birth_time"),
            anglesParagraph(),
            balanceParagraph(),
            aspectsParagraph(),
            cycleParagraph(),
            words.text("offline.closing"),
        ].filter { !$0.isEmpty }
    }

    /// "10th house (Aries): career and reputation; Sun, Mercury."
    private func houseSentence(_ house: Int) -> String {
        guard let houseKey = GlossaryKeys.house(house), let cuspSign = facts.cuspSign(house) else { return "" }
        let label = words.text(houseKey) + parenthesized(words.text(ChartFacts.signKey(cuspSign)))
        let occupants = facts.planets(inHouse: house).map { words.text(ChartFacts.bodyKey($0)) }
        let value = occupants.isEmpty
            ? words.text("keyword.\(houseKey)")
            : words.text("pattern.keyword_pair", .term("keyword.\(houseKey)"), .text(words.list(occupants)))
        return labelSentence(label, value)
    }

    private func anglesParagraph() -> String {
        guard let ascendant = facts.ascendantSign, let midheaven = facts.midheavenSign else { return "" }
        return words.sentences([("point.ascendant", ascendant), ("point.midheaven", midheaven)].map { point, sign in
            labelSentence(words.text("pattern.planet_in_sign", .term(point), .term(ChartFacts.signKey(sign))),
                          words.text("keyword.\(ChartFacts.signKey(sign))"))
        })
    }

    private func balanceParagraph() -> String {
        let counts = Element.allCases.map { element in
            words.text("element.\(element.rawValue)")
                + parenthesized(words.text("count.planets", count: facts.elementCount(element)))
        }
        return words.sentences([
            labelSentence(words.text("chart.section.elements"), words.list(counts)),
            labelSentence(words.text("chart.dominant_element"), words.text("element.\(facts.dominantElement.rawValue)")),
        ])
    }

    private func aspectsParagraph() -> String {
        let aspects = facts.planetAspects(limit: 4).map { aspect in
            words.text("pattern.aspect", .term(ChartFacts.pointKey(aspect.first)), .term("aspect.\(aspect.kind.rawValue)"),
                       .term(ChartFacts.pointKey(aspect.second)))
                + parenthesized(words.text("chart.orb", .text(LocaleFormatting.degreesMinutes(aspect.orb))))
        }
        return aspects.isEmpty ? "" : labelSentence(words.text("chart.tightest_aspects"), words.list(aspects))
    }

    private func cycleParagraph() -> String {
        var parts = [labelSentence(words.text("chart.moon_phase"), words.text(ChartFacts.moonPhaseKey(facts.chart.moonPhase.name)))]
        let retrograde = facts.retrogradePlanets.map { words.text(ChartFacts.bodyKey($0)) }
        if !retrograde.isEmpty { parts.append(labelSentence(words.text("chart.retrograde_planets"), words.list(retrograde))) }
        return words.sentences(parts)
    }

    /// " (x)" where the language spaces words, "（x）" in Japanese and Chinese.
    private func parenthesized(_ text: String) -> String {
        words.language.usesSpaces ? " (\(text))" : "（\(text)）"
    }
}
