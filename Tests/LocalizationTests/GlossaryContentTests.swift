import Foundation
import Testing
@testable import Localization

struct GlossaryContentTests {
    struct HanLists: Decodable {
        let simplifiedOnly: String
        let traditionalOnly: String
    }

    static let han: HanLists? = try? JSONDecoder().decode(HanLists.self, from: TestPaths.fixture("han_script_only.json"))

    static func allText(_ language: Language) -> String {
        TestPaths.loaded[language].map { glossary in
            glossary.keys.compactMap { glossary[$0] }.flatMap(\.labelledValues).map(\.value).joined(separator: "\n")
        } ?? ""
    }

    @Test func simplifiedChineseHasNoTraditionalOnlyCharacters() throws {
        let forbidden = Set(try #require(Self.han).traditionalOnly)
        let found = Set(Self.allText(.zhHans).filter(forbidden.contains))
        #expect(found.isEmpty, "Traditional-only characters in zh-Hans: \(String(found.sorted()))")
        #expect(forbidden.count > 3000)
    }

    @Test func traditionalChineseHasNoSimplifiedOnlyCharacters() throws {
        let forbidden = Set(try #require(Self.han).simplifiedOnly)
        let found = Set(Self.allText(.zhHant).filter(forbidden.contains))
        #expect(found.isEmpty, "Simplified-only characters in zh-Hant: \(String(found.sorted()))")
    }

    @Test func ukrainianHasNoRussianOnlyLetters() {
        let found = Set(Self.allText(.uk).lowercased().filter { "ыэъё".contains($0) })
        #expect(found.isEmpty, "Russian-only letters in uk: \(String(found))")
    }

    @Test(arguments: Language.allCases)
    func everyGlossaryLoadsWithoutProblems(language: Language) throws {
        let glossary = try #require(TestPaths.loaded[language], "\(language.code) did not load")
        #expect(glossary.problems.isEmpty)
        #expect(glossary.keys.count == TestPaths.loaded[.en]?.keys.count)
    }

    @Test func coverageIncludesEveryDomainTheIssueLists() throws {
        let english = try #require(TestPaths.loaded[.en])
        let signs = ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"]
        let planets = ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto"]
        var required = signs.flatMap { ["sign.\($0)", "text.sign.\($0).themes"] } + planets.map { "planet.\($0)" }
        required += ["north_node", "south_node", "lilith", "chiron", "ascendant", "descendant", "midheaven", "imum_coeli", "vertex", "part_of_fortune"].map { "point.\($0)" }
        required += ["conjunction", "opposition", "trine", "square", "sextile", "quincunx", "semisextile", "semisquare", "sesquiquadrate", "quintile", "biquintile"].map { "aspect.\($0)" }
        required += (1...12).flatMap { ["house.\($0)", "topic.house.\($0)"] }
        required += ["placidus", "koch", "equal", "whole_sign", "porphyry", "regiomontanus", "campanus"].map { "housesystem.\($0)" }
        required += ["finances", "career", "relationships", "health", "general"].flatMap { ["area.\($0)", "focus.area.\($0)"] }
        required += ["new_moon", "waxing_crescent", "first_quarter", "waxing_gibbous", "full_moon", "waning_gibbous", "last_quarter", "waning_crescent"].map { "moonphase.\($0)" }
        required += ["element.fire", "element.earth", "element.air", "element.water", "modality.cardinal", "modality.fixed", "modality.mutable",
                     "motion.retrograde", "report.disclaimer", "report.section.summary", "birth.date", "error.report.failed", "share.caption"]
        let missing = required.filter { english[$0] == nil }
        #expect(missing.isEmpty, "missing: \(missing)")
        // The interpretation library, written per factor (issue 19): every planet in every sign and house, both angles
        // in every sign, every pair of the ten planets and two angles in each of the three kinds of aspect.
        let points = planets + ["ascendant", "midheaven"]
        var texts = planets.flatMap { planet in signs.flatMap { ["text.planet.\(planet).sign.\($0)", "text.planet.\(planet).sign.\($0).insight"] } }
        texts += planets.flatMap { planet in (1...12).map { "text.planet.\(planet).house.\($0)" } }
        texts += ["ascendant", "midheaven"].flatMap { angle in signs.map { "text.angle.\(angle).sign.\($0)" } }
        texts += points.indices.flatMap { i in points[(i + 1)...].flatMap { other in
            ["conjunction", "harmonious", "tense"].map { "text.aspect.\(points[i]).\(other).\($0)" } } }
        #expect(texts.count == 240 + 120 + 24 + 66 * 3)
        let missingTexts = texts.filter { english[$0] == nil }
        #expect(missingTexts.isEmpty, "missing: \(missingTexts.prefix(10))")
        #expect(english["area.health"]?.text == "Wellness")
        // The app ships "Благополуччя" (welfare, prosperity); Ukrainian editors, like the Russian ones before them,
        // named the area for what it covers (Glossaries/README.md).
        #expect(TestPaths.loaded[.uk]?["area.health"]?.text == "Здоров’я та енергія")
    }

    @Test func turkishAnglesAndAspectsAreDifferentWords() {
        let turkish = TestPaths.loaded[.tr]
        #expect(turkish?["chart.section.angles"]?.text != turkish?["chart.section.aspects"]?.text)
    }

    @Test func noTwoConceptsShareOneTermWithinALanguage() {
        for language in Language.allCases {
            guard let glossary = TestPaths.loaded[language] else { continue }
            // An abbreviation names the same concept as its point (ja "MC" for the Midheaven), as the release check allows.
            let terms = glossary.keys.filter {
                ["sign", "planet", "point", "aspect", "house"].contains(GrammarRequirements.domain(of: $0)) && !$0.hasPrefix("point.abbr.")
            }
            var seen: [String: String] = [:]
            for key in terms {
                guard let text = glossary[key]?.text else { continue }
                #expect(seen[text] == nil, "\(language.code): \(key) and \(seen[text] ?? "") both read \"\(text)\"")
                seen[text] = key
            }
        }
    }
}

struct GlossaryKeysTests {
    @Test func keysForSharedEnumsExistInTheEnglishGlossary() throws {
        let english = try #require(TestPaths.loaded[.en])
        let bodies = ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto",
                      "meanNode", "trueNode", "southNode", "lilith"]
        var keys = bodies.compactMap(GlossaryKeys.body)
        keys += ["placidus", "koch", "equal", "wholeSign", "porphyry", "regiomontanus", "campanus"].map(GlossaryKeys.houseSystem)
        keys += ["finances", "career", "relationships", "health", "general"].flatMap { [GlossaryKeys.area($0), GlossaryKeys.focus(area: $0)] }
        keys += (0..<12).compactMap(GlossaryKeys.sign(index:))
        keys += (1...12).compactMap(GlossaryKeys.house)
        #expect(keys.count == 14 + 7 + 10 + 12 + 12)
        #expect(keys.filter { english[$0] == nil }.isEmpty, "\(keys.filter { english[$0] == nil })")
        #expect(GlossaryKeys.sign(index: 12) == nil && GlossaryKeys.house(0) == nil && GlossaryKeys.body("comet") == nil)
    }
}
