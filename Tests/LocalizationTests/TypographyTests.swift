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
}
