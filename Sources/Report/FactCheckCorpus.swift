import Chart
import Ephemeris
import Localization

/// How well the fact check does, measured: offline reports (true by construction) must raise no problem, and the
/// same reports with one planted contradiction, written in the language's own glossary forms, must be caught.
/// `astrosvitla bench factcheck` prints the table; a test holds the bar (no false alarm, ≥ 95 % caught).
package struct FactCheckCorpus: Sendable {
    package enum Plant: String, CaseIterable, Sendable, Codable {
        /// A key influence's sign swapped for another ("Сонце в Рибах" for «Сонце в Скорпіоні»).
        case sign
        /// A key influence's house swapped for another.
        case house
        /// An aspect the analysis cites turned into a kind the chart does not have between those two points.
        case aspect
        /// A key influence's planet swapped for another under the same glyph.
        case planet
    }

    package struct Tally: Sendable, Equatable, Codable {
        package var reports = 0
        /// True reports the check raised a problem on, with the first problem for the record.
        package var falseAlarms: [String] = []
        package var claims = 0
        package var planted: [Plant: Int] = [:]
        package var caught: [Plant: Int] = [:]

        package func rate(_ plant: Plant) -> Double? {
            guard let planted = planted[plant], planted > 0 else { return nil }
            return Double(caught[plant] ?? 0) / Double(planted)
        }
    }

    let localizer: Localizer

    package init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// `count` births spread over 1920–2020 at latitudes within ±60° (a fixed sequence: every run measures the same
    /// charts), in five house systems, every fourth without a birth time; times in UTC (`zones` resolves "UTC").
    package static func charts(count: Int = 20, calculator: ChartCalculator,
                               zones: BirthData.ZoneLookup) throws(ChartError) -> [(chart: Chart, request: ReportRequest)] {
        var state: UInt64 = 20
        func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(state >> 11) / Double(UInt64(1) << 53) * (range.upperBound - range.lowerBound)
        }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let systems: [HouseSystem] = [.placidus, .koch, .equal, .wholeSign, .regiomontanus]
        var charts: [(chart: Chart, request: ReportRequest)] = []
        for index in 0..<count {
            let (year, month, day) = (1920 + Int(next(0...100.99)), 1 + Int(next(0...11.99)), 1 + Int(next(0...27.99)))
            let date = "\(year)-\(two(month))-\(two(day))"
            let time = index % 4 == 3 ? nil : "\(two(Int(next(0...23.99)))):\(two(Int(next(0...59.99))))"
            let birth = BirthData(date: date, time: time, timeZone: "UTC", latitude: next(-60...60), longitude: next(-180...180))
            let chart = try calculator.chart(for: try birth.resolve(zones: zones), houseSystems: [systems[index % systems.count]])
            let labels = BirthLabels(date: date, time: time, place: nil, timeZone: "UTC", latitude: birth.latitude,
                                     longitude: birth.longitude)
            charts.append((chart, ReportRequest(name: "A", area: .general, language: .en, birth: labels, reportDate: "2026-01-15")))
        }
        return charts
    }

    /// Every report of `charts` in `language` for every area, checked true and with each plant.
    package func measure(_ charts: [(chart: Chart, request: ReportRequest)], language: Language) -> Tally {
        var tally = Tally()
        let writer = OfflineReportWriter(localizer: localizer)
        for (chart, base) in charts {
            var request = base
            request.language = language
            let check = FactCheck(chart: chart, request: request, localizer: localizer)
            let facts = ChartFacts(chart: chart, request: request)
            let words = Phrasebook(localizer: localizer, language: language)
            for area in ReportArea.allCases {
                request.area = area
                let report = writer.write(chart: chart, request: request).report
                let outcome = check.check(report)
                tally.reports += 1
                tally.claims += outcome.claims
                if let problem = outcome.problems.first { tally.falseAlarms.append("\(area.rawValue): \(problem)") }
                for plant in Plant.allCases {
                    guard let planted = Self.plant(plant, in: report, facts: facts, words: words) else { continue }
                    tally.planted[plant, default: 0] += 1
                    if !check.check(planted).problems.isEmpty { tally.caught[plant, default: 0] += 1 }
                }
            }
        }
        return tally
    }

    /// The report with one contradiction of `kind`, or nil when it has nothing to plant it in.
    static func plant(_ kind: Plant, in report: AppReport, facts: ChartFacts, words: Phrasebook) -> AppReport? {
        var planted = report
        func inSign(_ body: Body, _ sign: ZodiacSign) -> String {
            words.text("pattern.planet_in_sign", .term(ChartFacts.bodyKey(body)), .term(ChartFacts.signKey(sign)))
        }
        func replaceInInfluences(_ old: String, _ new: String) -> Bool {
            guard let index = planted.keyInfluences.firstIndex(where: { $0.contains(old) }),
                  let range = planted.keyInfluences[index].range(of: old) else { return false }
            planted.keyInfluences[index].replaceSubrange(range, with: new)
            return true
        }
        switch kind {
        case .sign:
            for body in Body.planets {
                guard let sign = facts.sign(body) else { continue }
                let signs = ZodiacSign.allCases, wrong = signs[((signs.firstIndex(of: sign) ?? 0) + 4) % 12]
                if replaceInInfluences(inSign(body, sign), inSign(body, wrong)) { return planted }
            }
        case .house:
            guard facts.hasHouses else { return nil }
            for body in Body.planets {
                guard let sign = facts.sign(body), let house = facts.placement(body).house else { continue }
                func header(_ number: Int) -> String {
                    words.text("reading.influence.house", .term(ChartFacts.bodyKey(body)), .term(ChartFacts.signKey(sign)),
                               .term(GlossaryKeys.house(number) ?? ""))
                }
                if replaceInInfluences(header(house), header((house + 2) % 12 + 1)) {
                    return planted
                }
            }
        case .aspect:
            for aspect in facts.aspects where aspect.kind.isMajor {
                func labels(_ kind: AspectKind) -> [String] {
                    FactCheck.aspectPhrases(aspect.first, kind, aspect.second, words: words)
                }
                let absent = AspectKind.allCases.first { kind in
                    kind.isMajor && !facts.chart.aspects.contains {
                        $0.kind == kind && Set([$0.first, $0.second]) == Set([aspect.first, aspect.second])
                    }
                }
                guard let absent else { continue }
                for (present, wrong) in zip(labels(aspect.kind), labels(absent)) {
                    guard let range = planted.detailedAnalysis.range(of: present) else { continue }
                    planted.detailedAnalysis.replaceSubrange(range, with: wrong)
                    return planted
                }
            }
        case .planet:
            for (index, body) in Body.planets.enumerated() {
                guard let sign = facts.sign(body) else { continue }
                let other = Body.planets[(index + 3) % Body.planets.count]
                if replaceInInfluences(inSign(body, sign), inSign(other, sign)) { return planted }
            }
        }
        return nil
    }
}
