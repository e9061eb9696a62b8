import Foundation
import Testing
@testable import Localization

/// Checks the hand-written Swift rules against CLDR data exported by PyPI babel
/// (scripts/l10n/generate_plural_fixture.py → Fixtures/plural_cases.json).
struct PluralRulesTests {
    struct Fixture: Decodable {
        struct Cases: Decodable {
            let cardinal: [String: String]
            let ordinal: [String: String]
        }
        let cldr: String
        let languages: [String: Cases]
    }

    static let fixture: Fixture? = try? JSONDecoder().decode(Fixture.self, from: TestPaths.fixture("plural_cases.json"))

    @Test(arguments: Language.allCases)
    func cardinalCategoriesMatchCLDRData(language: Language) throws {
        let cases = try #require(Self.fixture?.languages[language.code], "no CLDR cases for \(language.code)")
        #expect(cases.cardinal.count > 220)
        let wrong = try cases.cardinal.filter { number, expected in
            try PluralRules.cardinal(number, language: language).rawValue != expected
        }
        #expect(wrong.isEmpty, "\(language.code): \(wrong.count) of \(cases.cardinal.count) numbers differ from CLDR \(Self.fixture?.cldr ?? ""), e.g. \(wrong.sorted { $0.key < $1.key }.prefix(5))")
    }

    @Test(arguments: Language.allCases)
    func ordinalCategoriesMatchCLDRData(language: Language) throws {
        let cases = try #require(Self.fixture?.languages[language.code])
        let wrong = cases.ordinal.filter { number, expected in
            PluralRules.ordinal(Int(number) ?? -1, language: language).rawValue != expected
        }
        #expect(wrong.isEmpty, "\(language.code): \(wrong.count) ordinals differ, e.g. \(wrong.sorted { $0.key < $1.key }.prefix(5))")
    }

    @Test(arguments: Language.allCases)
    func categoriesListedForALanguageAreExactlyThoseItsRulesProduce(language: Language) throws {
        let cases = try #require(Self.fixture?.languages[language.code])
        let produced = Set(cases.cardinal.values.compactMap(PluralCategory.init(rawValue:)))
        #expect(produced == Set(PluralRules.cardinalCategories(language)), "\(language.code)")
    }

    @Test func ukrainianTwentyOneIsOne() throws {
        #expect(try PluralRules.cardinal("21", language: .uk) == .one)
        #expect(try PluralRules.cardinal("11", language: .uk) == .many)
        #expect(try PluralRules.cardinal("22", language: .ru) == .few)
        #expect(try PluralRules.cardinal("1.5", language: .uk) == .other)
    }

    @Test func visibleFractionDigitsMatter() throws {
        #expect(try PluralRules.cardinal("1", language: .en) == .one)
        #expect(try PluralRules.cardinal("1.0", language: .en) == .other)
        let operands = try PluralOperands("1.50")
        #expect(operands.i == 1 && operands.v == 2 && operands.w == 1 && operands.f == 50 && operands.t == 5)
    }

    @Test(arguments: ["", "abc", "1e3", "1,5", "1.", ".5", "--1", "12345678901234567890"])
    func malformedNumbersAreRejected(text: String) {
        #expect(throws: LocalizationError.self) { try PluralOperands(text) }
    }
}
