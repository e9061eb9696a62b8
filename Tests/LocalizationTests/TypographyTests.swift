import Testing
@testable import Localization

struct TypographyTests {
    @Test func aOneLetterSlavicWordStaysWithTheNextAndADashWithThePrevious() {
        #expect(Typography.bindingShortWords("Карьера и призвание в вашей карте — итог", language: .ru)
            == "Карьера и\u{00A0}призвание в\u{00A0}вашей карте\u{00A0}— итог")
        #expect(Typography.bindingShortWords("Місяць у Рибах, а Асцендент і Сонце з вами", language: .uk)
            == "Місяць у\u{00A0}Рибах, а\u{00A0}Асцендент і\u{00A0}Сонце з\u{00A0}вами")
        // Only whole one-letter words: "Лев" and "Овні" keep their spaces; other languages are left alone.
        #expect(Typography.bindingShortWords("Лев и Овен", language: .ru) == "Лев и\u{00A0}Овен")
        #expect(Typography.bindingShortWords("<td class=\"glyph\">", language: .uk) == "<td class=\"glyph\">")
        #expect(Typography.bindingShortWords("a Leo — y", language: .es) == "a Leo — y")
    }

    @Test(arguments: [(Language.ja, "太陽は第2ハウスにあり、月は第10ハウスです", "第\u{2060}2\u{2060}ハ\u{2060}ウ\u{2060}ス"),
                      (.zhHans, "太阳落第10宫", "第\u{2060}1\u{2060}0\u{2060}宫"), (.zhHant, "落第7宮", "第\u{2060}7\u{2060}宮")])
    func aHouseNameIsOneUnbreakableWordInJapaneseAndChinese(language: Language, text: String, bound: String) {
        let result = Typography.bindingShortWords(text, language: language)
        #expect(result.contains(bound), "\(result.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(result.replacingOccurrences(of: "\u{2060}", with: "") == text)
        #expect(Typography.bindingShortWords(text, language: .ko) == text)
    }
}
