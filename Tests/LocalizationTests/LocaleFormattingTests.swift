import Testing
@testable import Localization

/// Expectations are what swift-corelibs-foundation (ICU) on Linux really prints; they follow CLDR.
struct LocaleFormattingTests {
    static let birthDates: [(Language, String)] = [
        (.en, "March 25, 1990"), (.uk, "25 березня 1990\u{202F}р."), (.de, "25. März 1990"), (.fr, "25 mars 1990"),
        (.es, "25 de marzo de 1990"), (.ptBR, "25 de março de 1990"), (.it, "25 marzo 1990"), (.ja, "1990年3月25日"),
        (.ko, "1990년 3월 25일"), (.zhHans, "1990年3月25日"), (.zhHant, "1990年3月25日"), (.ru, "25 марта 1990\u{202F}г."),
        (.tr, "25 Mart 1990"),
    ]

    @Test(arguments: birthDates)
    func birthDateIsWrittenAsTheLocaleWritesIt(language: Language, expected: String) {
        let text = LocaleFormatting.shared.birthDate(year: 1990, month: 3, day: 25, language: language)
        #expect(text == expected, "\(language.code): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: Language.allCases)
    func birthTimeUsesTheLocalesHourCycle(language: Language) {
        let text = LocaleFormatting.shared.birthTime(hour: 14, minute: 30, language: language)
        switch language {
        case .en: #expect(text.hasPrefix("2:30") && text.hasSuffix("PM"), "\(text)")
        case .ko: #expect(text == "오후 2:30")
        case .zhHant: #expect(text == "下午2:30")
        default: #expect(text == "14:30", "\(language.code): \(text)")
        }
    }

    @Test func anOrbUnderHalfAMinuteShowsItsSeconds() {
        #expect(LocaleFormatting.orb(0.2) == "0°12′")
        #expect(LocaleFormatting.orb(24.0 / 3600) == "0°00′24″")
        #expect(LocaleFormatting.orb(3.0 / 3600) == "0°00′03″")
        #expect(LocaleFormatting.orb(0) == "0°00′00″")
    }

    @Test func traditionalChineseNamesThePartOfTheDay() {
        let formatting = LocaleFormatting.shared
        #expect(formatting.birthTime(hour: 3, minute: 30, language: .zhHant) == "凌晨3:30")
        #expect(formatting.birthTime(hour: 22, minute: 15, language: .zhHant) == "晚上10:15")
        #expect(formatting.birthTime(hour: 9, minute: 5, language: .zhHant) == "上午9:05")
    }

    @Test func midnightAndMinutesArePadded() {
        #expect(LocaleFormatting.shared.birthTime(hour: 0, minute: 5, language: .de) == "00:05")
    }

    @Test(arguments: Language.allCases)
    func orbsUseTheLocalesDecimalSeparator(language: Language) {
        let commaLanguages: Set<Language> = [.uk, .de, .fr, .es, .ptBR, .it, .ru, .tr]
        let expected = commaLanguages.contains(language) ? "2,5°" : "2.5°"
        #expect(LocaleFormatting.shared.orb(2.46, language: language) == expected, "\(language.code)")
    }

    @Test func decimalsAreRoundedToTheAskedDigits() {
        #expect(LocaleFormatting.shared.decimal(2.44, fractionDigits: 1, language: .en) == "2.4")
        #expect(LocaleFormatting.shared.decimal(3, fractionDigits: 2, language: .de) == "3,00")
    }

    @Test func integersUseTheLocalesGrouping() {
        #expect(LocaleFormatting.shared.integer(1_234_567, language: .en) == "1,234,567")
        #expect(LocaleFormatting.shared.integer(1_234_567, language: .de) == "1.234.567")
    }

    @Test func degreesAndMinutesUsePrimeNotModifierLetter() {
        #expect(LocaleFormatting.degreesMinutes(15.3833) == "15°23′")
        #expect(LocaleFormatting.degreesMinutes(15.05) == "15°03′")
        #expect(LocaleFormatting.degreesMinutes(29.9999) == "30°00′")
        // A position in its sign never reads as the next sign's 0°: 29°59.9′ in Cancer is 29°59′ Cancer.
        #expect(LocaleFormatting.degreesMinutes(29.9999, below: 30) == "29°59′")
        #expect(LocaleFormatting.degreesMinutes(29.99, below: 30) == "29°59′")
        #expect(LocaleFormatting.degreesMinutes(15.3833, below: 30) == "15°23′")
        #expect(LocaleFormatting.degreesMinutes(1).unicodeScalars.last == "\u{2032}")
    }

    @Test func concurrentUseOfCachedFormattersGivesStableResults() async {
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let language = Language.allCases[index % Language.allCases.count]
                    return LocaleFormatting.shared.birthDate(year: 2000, month: 1, day: 2, language: language)
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(results.count == Set(Language.allCases.map {
            LocaleFormatting.shared.birthDate(year: 2000, month: 1, day: 2, language: $0)
        }).count)
    }
}
