import Chart
import Ephemeris
import Foundation
import Localization
import Testing
@testable import Report

/// The one model of what a report may state (`ChartFacts`), and the offline writer held to it.
@Suite struct ChartFactsTests {
    /// Births chosen to test the truth of the text: without a time on a day the Sun and Moon change sign, a child
    /// in whole-sign houses, equal houses, above the Arctic Circle, a 1962 seven-planet stellium, many retrogrades.
    static let births: [(name: String, birth: BirthData, system: HouseSystem)] = [
        ("sun-ingress-no-time", BirthData(date: "1985-06-21", timeZone: "Europe/Kyiv", latitude: 50.45, longitude: 30.52), .placidus),
        ("child-whole-sign", BirthData(date: "2020-02-14", time: "08:10", timeZone: "Europe/Berlin", latitude: 52.52, longitude: 13.40), .wholeSign),
        ("equal-houses", BirthData(date: "1993-10-02", time: "17:45", timeZone: "America/Sao_Paulo", latitude: -23.55, longitude: -46.63), .equal),
        ("arctic", BirthData(date: "1971-12-30", time: "03:20", timeZone: "Europe/Oslo", latitude: 69.65, longitude: 18.96), .placidus),
        ("aquarius-stellium", BirthData(date: "1962-02-04", time: "12:00", timeZone: "Asia/Kolkata", latitude: 19.08, longitude: 72.88), .koch),
        ("retrogrades", BirthData(date: "2023-09-02", time: "21:40", timeZone: "Asia/Tokyo", latitude: 35.68, longitude: 139.65), .regiomontanus),
        ("sign-group-within-house-group", BirthData(date: "1971-11-03", time: "03:30", timeZone: "Europe/Istanbul", latitude: 41.01, longitude: 28.98), .equal),
    ]

    static func request(_ area: ReportArea, _ language: Language = .en, birthDate: String, time: String?) -> ReportRequest {
        ReportRequest(name: "A", area: area, language: language,
                      birth: BirthLabels(date: birthDate, time: time, place: nil, timeZone: nil, latitude: 0, longitude: 0),
                      reportDate: SampleChart.reportDate)
    }

    static func facts(_ index: Int, area: ReportArea = .general) throws -> ChartFacts {
        let (_, birth, system) = births[index]
        return ChartFacts(chart: try SampleChart.chart(birth, houseSystem: system), request: request(area, birthDate: birth.date, time: birth.time))
    }

    @Test func aPlanetThatChangesSignOnTheBirthDayHasNoSignAsFact() throws {
        let facts = try Self.facts(0)
        #expect(facts.sign(.sun) == nil && facts.signChange(.sun)?.from == .gemini && facts.signChange(.sun)?.to == .cancer)
        #expect(facts.sign(.saturn) == facts.placement(.saturn).sign)
        #expect(facts.possibleSigns(.sun) == [.gemini, .cancer])
        #expect(facts.moonRange != nil && !facts.aspects.contains { $0.first == .moon || $0.second == .moon })
    }

    /// Every major aspect within orb is listed before any minor one, and nothing else is: a 2°55′ square is never
    /// crowded out by tighter quintiles.
    @Test(arguments: births.indices)
    func theListHoldsEveryMajorAspectBeforeAnyMinor(index: Int) throws {
        let facts = try Self.facts(index)
        let majors = facts.chart.aspects.filter { $0.kind.isMajor && (facts.chart.hasBirthTime || ($0.first != .moon && $0.second != .moon)) }
        #expect(Array(facts.aspects.prefix(majors.count)) == majors)
        #expect(facts.aspects.dropFirst(majors.count).allSatisfy { !$0.kind.isMajor })
        #expect(facts.aspects.count <= max(ChartFacts.listedAspectCount, majors.count))
    }

    /// The wheel draws exactly the listed aspects, those to the angles included.
    @Test(arguments: births.indices)
    func theWheelDrawsExactlyTheListedAspects(index: Int) throws {
        let facts = try Self.facts(index)
        let svg = ChartWheel(facts: facts, labels: .init(title: "", bodies: [:], signs: Array(repeating: "", count: 12), angles: ["AC", "DC", "MC", "IC"])).svg()
        #expect(svg.components(separatedBy: "class=\"aspect ").count - 1 == facts.aspects.count)
        if facts.hasHouses {
            for label in ["AC", "DC", "MC", "IC"] { #expect(svg.contains(">\(label)</text>")) }
        }
    }

    @Test(arguments: births.indices)
    func theProseCitesNoOutOfSignAspectAndAtMostOneGenerational(index: Int) throws {
        let facts = try Self.facts(index)
        let cited = facts.proseAspects(count: 10)
        #expect(cited.allSatisfy { facts.aspects.contains($0) && $0.kind.isMajor && !facts.isOutOfSign($0) })
        #expect(cited.filter(ChartFacts.isGenerational).count <= 1)
    }

    @Test func aSevenPlanetStelliumIsOneGroup() throws {
        let facts = try Self.facts(4)
        let stellium = try #require(facts.stelliums.first)
        #expect(stellium.sign == .aquarius && stellium.planets.count >= 6)
    }

    @Test func theMidheavenIsPlacedInAHouseWhereItIsNoCusp() throws {
        let facts = try Self.facts(1)
        #expect(!facts.midheavenIsTenthCusp && facts.midheavenHouse != nil)
        #expect(try Self.facts(3).midheavenHouse == nil)
    }

    /// A report about a child is titled for the child's chart, which its parent reads, in every language.
    @Test(arguments: Language.allCases)
    func aChildsReportHasItsOwnTitle(language: Language) throws {
        let localizer = try ReadingTruthTests.localizer.get()
        let child = try Self.facts(1), adult = try Self.facts(2)
        #expect(child.titleKey == "report.title.general.child" && adult.titleKey == "report.title.general")
        #expect(child.subtitleKey == "report.header.for_name.child" && adult.subtitleKey == "report.header.for_name")
        for area in ReportArea.allCases {
            let own = try localizer.lookup("report.title.\(area.rawValue).child", language: language)
            #expect(own != (try localizer.lookup("report.title.\(area.rawValue)", language: language)), "\(language) \(area)")
        }
    }

    @Test func ageDecidesTheLifeStage() throws {
        #expect(LifeStage.age(born: "2020-02-14", on: "2026-01-15") == 5)
        #expect(LifeStage.age(born: "2020-01-15", on: "2026-01-15") == 6)
        #expect(LifeStage.age(born: "2012-01-16", on: "2026-01-15") == 13)
        #expect(LifeStage.age(born: "2030-01-01", on: "2026-01-15") == 0)
        #expect(try Self.facts(1).lifeStage == .child)
        #expect(try Self.facts(2).lifeStage == .adult)
    }
}

/// The offline report states only what the facts allow, reads every factor its opening names, and says each thing once.
@Suite struct ReadingTruthTests {
    static let localizer = Result { try SampleChart.localizer() }

    func write(_ index: Int, _ area: ReportArea, _ language: Language = .en) throws -> (report: AppReport, composition: OfflineComposition) {
        let (_, birth, system) = ChartFactsTests.births[index]
        let chart = try SampleChart.chart(birth, houseSystem: system)
        let request = ChartFactsTests.request(area, language, birthDate: birth.date, time: birth.time)
        let words = Phrasebook(localizer: try Self.localizer.get(), language: language)
        let composition = OfflineComposition(facts: ChartFacts(chart: chart, request: request), words: words, memory: ReportMemory(seed: 0))
        return (composition.report(), composition)
    }

    /// Every key planet the area's opening names is read (with a birth time: under its house).
    @Test(arguments: ReportArea.allCases)
    func everyKeyPlanetTheOpeningNamesIsRead(area: ReportArea) throws {
        for index in ChartFactsTests.births.indices where ChartFactsTests.births[index].birth.time != nil {
            let (_, composition) = try write(index, area)
            for body in area.keyPlanets {
                #expect(composition.memory.hasRead(ChartPoint(body)), "\(ChartFactsTests.births[index].name) \(area): \(body) not read")
            }
        }
    }

    /// Without a birth time no house, Ascendant or Midheaven is claimed, and the Sun, changing sign that day, is never
    /// given one sign as a fact.
    @Test func withoutABirthTimeNothingDependsOnTheHour() throws {
        let (report, _) = try write(0, .relationships)
        let text = report.summary + report.keyInfluences.joined() + report.detailedAnalysis
        #expect(text.range(of: #"\d+(st|nd|rd|th) house"#, options: .regularExpression) == nil, "\(text)")
        #expect(!text.contains("Ascendant is") && !text.contains("Midheaven is"))
        #expect(!report.summary.contains("The Sun is in Gemini") && !report.summary.contains("The Sun is in Cancer"))
        #expect(report.summary.contains("Gemini") && report.summary.contains("Cancer"))
        #expect(!text.lowercased().contains("at birth") && !text.contains("moment of birth"))
    }

    /// One point, one statement: the Ascendant's and the Midheaven's texts appear once each; no house topic twice.
    @Test(arguments: ReportArea.allCases)
    func eachAngleAndTopicIsSaidOnce(area: ReportArea) throws {
        let localizer = try Self.localizer.get()
        for index in ChartFactsTests.births.indices where ChartFactsTests.births[index].birth.time != nil {
            let (report, composition) = try write(index, area)
            let text = report.detailedAnalysis
            // A planet in the 1st house, once read, speaks for the first impression instead of the Ascendant's text.
            let firstHouseRead = Body.planets.contains {
                composition.facts.placement($0).house == 1 && composition.memory.hasRead(ChartPoint($0))
            }
            for angle in [(ChartPoint.ascendant, composition.facts.ascendantSign), (.midheaven, composition.facts.midheavenSign)] {
                guard let sign = angle.1 else { continue }
                let angleText = try localizer.lookup(OfflineComposition.angleText(angle.0, sign), language: .en)
                let expected = angle.0 == .ascendant && firstHouseRead && !composition.memory.hasRead(.ascendant) ? 0 : 1
                #expect(text.components(separatedBy: angleText).count - 1 == expected, "\(area) \(angle.0)")
            }
            for house in 1...12 {
                let topic = try localizer.lookup("topic.house.\(house)", language: .en)
                #expect(text.components(separatedBy: topic).count - 1 <= 1, "\(area): \(topic) twice")
            }
        }
    }

    /// Every aspect the prose cites is in the printed list.
    @Test(arguments: ReportArea.allCases)
    func theProseCitesOnlyListedAspects(area: ReportArea) throws {
        for index in ChartFactsTests.births.indices {
            let (_, composition) = try write(index, area)
            #expect(composition.memory.citedAspects.allSatisfy(composition.facts.aspects.contains))
        }
    }

    /// Three planets of a four-planet house group that also share a sign are part of that group, not "a second
    /// group" (first blind read, round 1: every language's reader caught it).
    @Test func aSignGroupWithinTheHouseGroupIsReadAsPartOfIt() throws {
        let (report, composition) = try write(6, .general)
        let groups = composition.facts.stelliums
        #expect(groups.count == 2 && Set(groups[1].planets).isSubset(of: groups[0].planets))
        #expect(!report.detailedAnalysis.contains("second group") && report.detailedAnalysis.contains("Of these, "),
                "\(report.detailedAnalysis)")
    }

    /// A child's report says whom it is written for and uses the child's recommendations.
    @Test func aChildsReportIsWrittenForTheParent() throws {
        let localizer = try Self.localizer.get()
        let (report, _) = try write(1, .relationships)
        let notice = try localizer.lookup("reading.child.notice", language: .en, count: 5, args: [.number(5)])
        #expect(report.detailedAnalysis.hasPrefix(notice))
        let expected = try (1...3).map { try localizer.lookup("text.recommendation.relationships.child.\($0)", language: .en) }
        #expect(report.recommendations == expected)
        #expect(report.summary.contains(try localizer.lookup("reading.focus.relationships.child", language: .en)))
    }
}

/// The share card shows the report's three recommendations whole: each fits the app's 60-character limit in every
/// language, so `ShareText.fit` never has to cut one short.
@Suite struct RecommendationLengthTests {
    @Test(arguments: Language.allCases)
    func everyRecommendationFitsTheShareCard(language: Language) throws {
        let glossary = try #require(try SampleChart.localizer().glossaries[language])
        let long = glossary.keys.filter { $0.hasPrefix("text.recommendation.") }.compactMap { key -> String? in
            guard let text = glossary[key]?.text, text.count > AppReport.Limits.topRecommendationLength else { return nil }
            return "\(key) (\(text.count)): \(text)"
        }
        #expect(long.isEmpty, "\(language.code): \(long.count) over \(AppReport.Limits.topRecommendationLength) characters\n\(long.joined(separator: "\n"))")
    }
}
