import Chart
import Ephemeris
import Localization

/// The detailed analysis of an offline report: the area, the angles, the chart as a whole, the aspects, the cycle
/// and a closing, each paragraph a few frames that name a factor and the text written for that factor.
extension OfflineComposition {
    func paragraphs() -> [String] {
        [
            childNotice(),
            areaParagraph(),
            anglesParagraph(),
            wholeChartParagraph(),
            aspectsParagraph(),
            cycleParagraph(),
            words.text(isChild ? "reading.closing.child" : "reading.closing.\(area.rawValue)"),
        ].filter { !$0.isEmpty }
    }

    /// For a child: whom the reading is written for, and the child's age.
    private func childNotice() -> String {
        guard isChild, let age = facts.age else { return "" }
        return age == 0 ? words.text("reading.child.notice_infant") : words.text("reading.child.notice", .number(age), count: age)
    }

    // MARK: the area

    /// The opening names the area's key houses, angle and planets (`ReportArea.keyPlanets`), and the paragraph
    /// reads every one of them: each key house through its cusp, its ruler and the planets inside it, then each key
    /// planet not met there through its house. Without a birth time: each key planet through its closest aspect.
    private func areaParagraph() -> String {
        let stage = isChild ? ".child" : ""
        guard facts.hasHouses else {
            let opening = words.text("reading.area_no_time.\(area.rawValue)\(stage)")
            // What is left out is said before anything is read, so no sentence after it seems to promise a house.
            return words.sentences([opening, words.text("reading.no_birth_time")] + area.keyPlanets.map(keyPlanetWithoutHouses))
        }
        var sentences = [words.text("reading.area.\(area.rawValue)\(stage)")]
        for house in area.keyHouses { sentences += houseSentences(house) }
        // The opening named them as key planets already: each is read under its plain placement.
        for body in area.keyPlanets where !memory.hasRead(ChartPoint(body)) {
            guard let house = facts.placement(body).house, let houseKey = GlossaryKeys.house(house) else { continue }
            memory.read(ChartPoint(body))
            sentences.append(labelled(words.text("reading.occupant", .term(ChartFacts.bodyKey(body)), .term(houseKey)),
                                      Self.houseText(body, house)))
        }
        return words.sentences(sentences)
    }

    /// A key house: the angle that opens it (the Ascendant for the 1st, the Midheaven for the 10th, where the house
    /// system makes them cusps) or its cusp sign, then its ruler's house, then each planet inside it with its text,
    /// and where two or more of them share a sign other than the cusp's, which of the two sets the tone.
    private func houseSentences(_ house: Int) -> [String] {
        guard let houseKey = GlossaryKeys.house(house), let cuspSign = facts.cuspSign(house) else { return [] }
        var sentences: [String] = []
        if house == 1, facts.ascendantIsFirstCusp {
            memory.read(.ascendant)
            sentences.append(labelled(words.text("reading.house.ascendant", .term(ChartFacts.signKey(cuspSign))),
                                      Self.angleText(.ascendant, cuspSign)))
        } else if house == 10, facts.midheavenIsTenthCusp {
            memory.read(.midheaven)
            sentences.append(labelled(words.text("reading.house.midheaven", .term(ChartFacts.signKey(cuspSign))),
                                      Self.angleText(.midheaven, cuspSign)))
        } else {
            sentences.append(words.text("reading.house.cusp.\(memory.turn("cusp", of: 3))", .term(houseKey), .term(ChartFacts.signKey(cuspSign))))
        }
        if let ruler = facts.ruler(ofHouse: house), let rulerHouse = GlossaryKeys.house(ruler.house) {
            let planet = ChartFacts.bodyKey(ruler.body)
            if !memory.nameRuler(ruler.body) {
                // The same planet rules two key houses: its place was just said.
                sentences.append(words.text("reading.house.ruler_again", .term(planet)))
            } else if ruler.house == house {
                sentences.append(memory.nameTopic(of: house)
                    ? words.text("reading.house.ruler_home", .term(planet), .term("topic.house.\(house)"))
                    : words.text("reading.house.ruler_home_short", .term(planet)))
                // The ruler stands in the house: its text follows at once, not under a header naming the house again.
                if !memory.hasRead(ChartPoint(ruler.body)) {
                    memory.read(ChartPoint(ruler.body))
                    sentences.append(words.text(Self.houseText(ruler.body, house)))
                }
            } else {
                if memory.nameTopic(of: house), memory.nameTopic(of: ruler.house) {
                    sentences.append(words.text("reading.house.ruler.\(memory.turn("ruler", of: 3))", .term(planet), .term(rulerHouse),
                                                .term("topic.house.\(house)"), .term("topic.house.\(ruler.house)")))
                } else {
                    sentences.append(words.text("reading.house.ruler_short.\(memory.turn("ruler_short", of: 3))", .term(planet), .term(rulerHouse)))
                }
                // A key planet that rules this house is read here, where its place was just named, not under a header
                // that would name it again.
                if area.keyPlanets.contains(ruler.body), !memory.hasRead(ChartPoint(ruler.body)) {
                    memory.read(ChartPoint(ruler.body))
                    sentences.append(words.text(Self.houseText(ruler.body, ruler.house)))
                }
            }
        }
        let occupants = facts.planets(inHouse: house)
        // A key planet read beside a ruler sentence above is not read again here.
        for body in occupants where !memory.hasRead(ChartPoint(body)) {
            memory.read(ChartPoint(body))
            sentences.append(labelled(words.text("reading.occupant", .term(ChartFacts.bodyKey(body)), .term(houseKey)),
                                      Self.houseText(body, house)))
        }
        if let weight = weighedAgainstCusp(occupants, cuspSign: cuspSign) { sentences.append(weight) }
        return sentences
    }

    /// Where two or more planets in a house share a sign of another element than the cusp's, they weigh more than
    /// the cusp: said once, with that sign's themes, instead of describing both signs' manners.
    private func weighedAgainstCusp(_ occupants: [Body], cuspSign: ZodiacSign) -> String? {
        let bySign = Dictionary(grouping: occupants.filter { facts.sign($0) != nil }) { facts.placement($0).sign }
        // A group that is also a stellium of its sign is read there, with the sign's themes, once.
        guard let (sign, group) = bySign.max(by: { $0.value.count < $1.value.count }), group.count >= 2,
              sign.element != cuspSign.element, !facts.stelliums.contains(where: { $0.sign == sign }) else { return nil }
        let names = group.map { words.text(ChartFacts.bodyKey($0), form: "definite") }
        return words.text("reading.house.weigh", .text(words.list(names)), .term(ChartFacts.signKey(sign)),
                          .term("text.sign.\(sign.rawValue).themes"), count: group.count)
    }

    /// Without a birth time a key planet is read through its closest major aspect that the prose may cite (under the
    /// aspect's own label); the Moon's aspects depend on the hour, and a planet with none is said to stand on its sign
    /// alone.
    private func keyPlanetWithoutHouses(_ body: Body) -> String {
        let planet = ChartFacts.bodyKey(body)
        if body == .moon { return words.text("reading.key_planet.moon_no_time") }
        guard let aspect = facts.proseAspects(of: body).first(where: { !memory.citedAspects.contains($0) }),
              let key = ChartFacts.textKey(aspect) else {
            return words.text("reading.key_planet.no_aspect", .term(planet))
        }
        memory.cite(aspect)
        // The opening named it a key planet; the aspect's label names it again, so no frame repeats it.
        return labelled(aspectLabel(aspect), key)
    }

    // MARK: the angles

    /// The Ascendant and the Midheaven, each unless the area paragraph already read it as a house cusp. Where the
    /// Midheaven is not the 10th cusp (equal and whole-sign houses), the house it falls in is named. A planet in the
    /// 1st house already read speaks for the first impression: the Ascendant's own text beside it gave readers two
    /// opposite ones (first blind read, round 1).
    private func anglesParagraph() -> String {
        var sentences: [String] = []
        let firstHouseRead = Body.planets.contains { facts.placement($0).house == 1 && memory.hasRead(ChartPoint($0)) }
        if let sign = facts.ascendantSign, !memory.hasRead(.ascendant), !firstHouseRead {
            sentences.append(labelled(words.text("reading.angle.ascendant", .term(ChartFacts.signKey(sign))), Self.angleText(.ascendant, sign)))
        }
        if let sign = facts.midheavenSign, !memory.hasRead(.midheaven) {
            let label = facts.midheavenHouse.flatMap(GlossaryKeys.house).map {
                words.text("reading.angle.midheaven_house", .term(ChartFacts.signKey(sign)), .term($0))
            } ?? words.text("reading.angle.midheaven", .term(ChartFacts.signKey(sign)))
            sentences.append(labelled(label, Self.angleText(.midheaven, sign)))
        }
        return words.sentences(sentences)
    }

    // MARK: the chart as a whole

    /// Stelliums, each read as one with its sign's themes or its house's topic, then the element balance.
    private func wholeChartParagraph() -> String {
        var sentences: [String] = []
        for (index, stellium) in facts.stelliums.prefix(2).enumerated() {
            let names = words.list(stellium.planets.map { words.text(ChartFacts.bodyKey($0), form: "definite") })
            let count = stellium.planets.count
            let sign = stellium.sign.map(ChartFacts.signKey), house = stellium.house.flatMap(GlossaryKeys.house)
            // A second group is named briefly: the first one's frame again would read as a template. Part of the
            // first group is not a second one: "of these, three are also in Scorpio".
            if index > 0 {
                let within = Set(stellium.planets).isSubset(of: facts.stelliums[0].planets)
                if let sign {
                    sentences.append(words.text(within ? "reading.stellium.within_sign" : "reading.stellium.second_sign",
                                                .text(names), .term(sign), count: count))
                } else if let house {
                    sentences.append(words.text(within ? "reading.stellium.within_house" : "reading.stellium.second_house",
                                                .text(names), .term(house), count: count))
                }
                continue
            }
            switch (stellium.sign, house) {
            case (let zodiac?, let house?):
                sentences.append(words.text("reading.stellium.sign_house", .text(names), .term(ChartFacts.signKey(zodiac)), .term(house),
                                            .term("text.sign.\(zodiac.rawValue).themes"), count: count))
            case (let zodiac?, nil):
                sentences.append(words.text("reading.stellium.sign", .text(names), .term(ChartFacts.signKey(zodiac)),
                                            .term("text.sign.\(zodiac.rawValue).themes"), count: count))
            case (nil, let house?):
                let number = stellium.house ?? 0
                sentences.append(memory.nameTopic(of: number)
                    ? words.text("reading.stellium.house", .text(names), .term(house), .term("topic.house.\(number)"), count: count)
                    : words.text("reading.stellium.house_short", .text(names), .term(house), count: count))
            case (nil, nil):
                break
            }
        }
        switch facts.elementBalance {
        case .dominant(let element, let count):
            sentences.append(words.text("reading.element.dominant.\(element.rawValue)", .text(words.count("count.planets", count))))
        case .tie:
            sentences.append(words.text("reading.element.tie"))
        case nil:
            break
        }
        sentences += facts.missingElements.map { words.text("reading.element.missing.\($0.rawValue)") }
        return words.sentences(sentences)
    }

    // MARK: aspects

    /// Up to four major aspects, those of the area's key planets first, each with the text written for that pair
    /// and kind; none cited earlier in the report.
    private func aspectsParagraph() -> String {
        words.sentences(facts.proseAspects(count: 4, excluding: memory.citedAspects).compactMap { aspect in
            guard let key = ChartFacts.textKey(aspect) else { return nil }
            memory.cite(aspect)
            return labelled(aspectLabel(aspect), key)
        })
    }

    /// "Venus square Pluto (orb 0°42′)" in the language's own pattern.
    private func aspectLabel(_ aspect: Aspect) -> String {
        words.text("reading.aspect.label", .term(ChartFacts.pointKey(aspect.first)), .term("aspect.\(aspect.kind.rawValue)"),
                   .term(ChartFacts.pointKey(aspect.second)), .text(LocaleFormatting.orb(aspect.orb)))
    }

    // MARK: the cycle

    /// The Moon's phase where the day leaves it certain, then the retrograde planets: up to two read with their
    /// texts (the area's key planets first, then the personal planets; Uranus, Neptune and Pluto, retrograde for
    /// months every year, only where they stand in one of the area's key houses), the others named together.
    private func cycleParagraph() -> String {
        var sentences: [String] = []
        if let phase = facts.moonPhase {
            sentences.append(words.text("reading.moon_phase.\(ChartFacts.moonPhaseKey(phase).dropFirst("moonphase.".count))"))
        }
        let retrograde = facts.retrogradePlanets
        let outer: Set<Body> = [.uranus, .neptune, .pluto]
        let personal = retrograde.filter { !outer.contains($0) || facts.placement($0).house.map(area.keyHouses.contains) == true }
        let order = area.keyPlanets + Body.planets.filter { !area.keyPlanets.contains($0) }
        let read = order.filter(personal.contains).prefix(2)
        for body in read {
            sentences.append(labelled(words.text("reading.retrograde", .term(ChartFacts.bodyKey(body))), "text.retrograde.\(body.rawValue)"))
        }
        let others = retrograde.filter { !read.contains($0) }.map { words.text(ChartFacts.bodyKey($0), form: "definite") }
        if !others.isEmpty {
            // "as well" only after a planet read above; alone, the outer planets are retrograde for months every year.
            sentences.append(words.text(read.isEmpty ? "reading.retrograde.only" : "reading.retrograde.more", .text(words.list(others)),
                                        count: others.count))
        }
        return words.sentences(sentences)
    }

    /// "<label>: <the factor's text>" in the language's punctuation (`pattern.reading`).
    private func labelled(_ label: String, _ textKey: String) -> String {
        words.text("pattern.reading", .text(label), .text(words.text(textKey)))
    }
}
