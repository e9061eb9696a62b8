import Chart
import Ephemeris
import Localization

/// The detailed analysis of an offline report: one paragraph per topic, each a few whole sentences.
extension OfflineComposition {
    func paragraphs() -> [String] {
        [
            facts.hasHouses
                ? words.sentences([words.text("offline.area.\(area.rawValue)")] + area.keyHouses.map(houseSentences))
                : words.sentences([words.text("offline.area_no_time.\(area.rawValue)"), words.text("offline.no_birth_time")]),
            anglesParagraph(),
            balanceParagraph(),
            aspectsParagraph(),
            cycleParagraph(),
            words.text("offline.closing"),
        ].filter { !$0.isEmpty }
    }

    /// "Your 10th house begins in Aries, so in your career … you tend to act boldly. The Sun and Mercury stand in this house …"
    private func houseSentences(_ house: Int) -> String {
        guard let houseKey = GlossaryKeys.house(house), let cuspSign = facts.cuspSign(house) else { return "" }
        // The 1st and 10th houses whose cusp is the Ascendant or the Midheaven name the angle too: the area's
        // opening may have promised it, and its own sentence is then left out as a repeat. Where the angle is not
        // the cusp (whole-sign houses; the Midheaven in equal houses), saying so would be false.
        let angle: String? = switch house {
        case 1 where facts.ascendantIsFirstCusp && facts.ascendantSign == cuspSign: "offline.house.cusp.ascendant"
        case 10 where facts.midheavenIsTenthCusp && facts.midheavenSign == cuspSign: "offline.house.cusp.midheaven"
        default: nil
        }
        let frame = angle ?? "offline.house.cusp.\(variety.next("house.cusp", of: 4, seeded: true))"
        let cusp = words.text(frame, .term(houseKey), .term(ChartFacts.signKey(cuspSign)), .term("sphere.house.\(house)"), manner(cuspSign))
        let occupants = facts.planets(inHouse: house).map(subject)
        guard !occupants.isEmpty else { return cusp }
        let sentence = words.text("offline.house.occupants.\(variety.next("house.occupants", of: 3, seeded: true))",
                                  .text(words.list(occupants)), count: occupants.count)
        return words.sentences([cusp, words.capitalized(sentence)])
    }

    /// The Ascendant and the Midheaven, each unless the key-house sentences already read its sign on the
    /// cusp of house 1 or 10: a second sentence on the same sign with another manner phrase reads as padding
    /// (editors preferred that to the angle's own sentence when both would follow each other).
    private func anglesParagraph() -> String {
        guard let ascendant = facts.ascendantSign, let midheaven = facts.midheavenSign else { return "" }
        let described = { (house: Int, sign: ZodiacSign) in area.keyHouses.contains(house) && facts.cuspSign(house) == sign }
        var sentences: [String] = []
        if !(facts.ascendantIsFirstCusp && described(1, ascendant)) { sentences.append(words.text("offline.ascendant", .term(ChartFacts.signKey(ascendant)), manner(ascendant))) }
        if !(facts.midheavenIsTenthCusp && described(10, midheaven)) { sentences.append(words.text("offline.midheaven", .term(ChartFacts.signKey(midheaven)), manner(midheaven))) }
        return words.sentences(sentences)
    }

    /// The strongest element (or a tie), then every element without planets, in words rather than "0".
    private func balanceParagraph() -> String {
        let counts = Element.allCases.map { ($0, facts.elementCount($0)) }
        let highest = counts.map(\.1).max() ?? 0
        let leaders = counts.filter { $0.1 == highest }
        let lead = leaders.count == 1
            ? words.text("offline.element.dominant.\(leaders[0].0.rawValue)", .text(words.count("count.planets", highest)))
            : words.text("offline.element.tie")
        let missing = counts.filter { $0.1 == 0 }.map { words.text("offline.element.missing.\($0.0.rawValue)") }
        return words.sentences([lead] + missing)
    }

    /// A planet as the subject of a sentence, with its article where the language has one ("the Moon", "der Mond").
    private func subject(_ body: Body) -> String {
        words.text(ChartFacts.bodyKey(body), form: "definite")
    }

    /// The tightest aspects, one of each kind so that no explanation is said twice, the major ones first: an
    /// astrologer names a square before a tighter semi-sextile, and minor aspects only fill the paragraph.
    private func aspectsParagraph() -> String {
        var kinds: Set<AspectKind> = []
        let aspects = facts.planetAspects(limit: .max)
        let ranked = aspects.filter(\.kind.isMajor) + aspects.filter { !$0.kind.isMajor }
        let distinct = ranked.filter { kinds.insert($0.kind).inserted }.prefix(4)
        return words.sentences(distinct.map { aspect in
            words.capitalized(words.text("offline.aspect.\(aspect.kind.rawValue)",
                                         .term(ChartFacts.pointKey(aspect.first)), .term(ChartFacts.pointKey(aspect.second)),
                                         .text(LocaleFormatting.orb(aspect.orb))))
        })
    }

    private func cycleParagraph() -> String {
        var parts = [words.text("offline.moon_phase.\(ChartFacts.moonPhaseKey(facts.chart.moonPhase.name).dropFirst("moonphase.".count))")]
        let retrograde = facts.retrogradePlanets.map(subject)
        if !retrograde.isEmpty {
            parts.append(words.capitalized(words.text("offline.retrograde", .text(words.list(retrograde)), count: retrograde.count)))
        }
        return words.sentences(parts)
    }
}
