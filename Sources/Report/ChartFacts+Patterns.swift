import Chart
import Ephemeris

/// What the chart says as a whole: stelliums and the balance of elements, stated only where they hold whichever
/// sign a planet that changes sign on a birth day without a time is in.
extension ChartFacts {
    /// Three or more of the ten planets in one sign (only planets whose sign is certain) or, with a birth time, in
    /// one house; largest first. A group is read as one instead of planet by planet.
    struct Stellium {
        var planets: [Body]
        var sign: ZodiacSign?
        var house: Int?
    }

    static let stelliumSize = 3

    /// A group that fills both one sign and one house is one stellium with both.
    var stelliums: [Stellium] {
        var bySign = ZodiacSign.allCases.map { sign in Stellium(planets: Body.planets.filter { self.sign($0) == sign }, sign: sign) }
            .filter { $0.planets.count >= Self.stelliumSize }
        var byHouse: [Stellium] = []
        for house in hasHouses ? Array(1...12) : [] {
            let planets = planets(inHouse: house)
            guard planets.count >= Self.stelliumSize else { continue }
            if let index = bySign.firstIndex(where: { $0.planets == planets }) {
                bySign[index].house = house
            } else {
                byHouse.append(Stellium(planets: planets, house: house))
            }
        }
        return (bySign + byHouse).sorted { $0.planets.count > $1.planets.count }
    }

    /// The element balance as a fact: one element ahead of the rest, or a tie at the top; nil when it depends on
    /// which sign an uncertain planet is in.
    enum ElementBalance: Equatable {
        case dominant(Element, count: Int)
        case tie
    }

    var elementBalance: ElementBalance? {
        let outcomes = elementCountScenarios().map { counts -> ElementBalance in
            let highest = counts.values.max() ?? 0
            let leaders = Element.allCases.filter { counts[$0] == highest }
            return leaders.count == 1 ? .dominant(leaders[0], count: highest) : .tie
        }
        guard let first = outcomes.first, outcomes.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Elements with no planet in any case.
    var missingElements: [Element] {
        let scenarios = elementCountScenarios()
        return Element.allCases.filter { element in scenarios.allSatisfy { ($0[element] ?? 0) == 0 } }
    }

    /// Planets per element for every combination of the signs uncertain planets may be in (one combination with
    /// a birth time; two per planet that changes sign that day).
    func elementCountScenarios() -> [[Element: Int]] {
        Body.planets.reduce([[Element: Int]()]) { scenarios, body in
            scenarios.flatMap { counts in
                possibleSigns(body).map { sign in counts.merging([sign.element: 1], uniquingKeysWith: +) }
            }
        }
    }
}
