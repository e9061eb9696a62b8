import Localization
import Testing
@testable import Report

@Suite struct ReadingStatsTests {
    @Test func countsWordsBySpacesInSpacedLanguages() {
        let stats = ReadingStats(text: "The Sun in Aries — bold, bright.", language: .en)
        #expect(stats.count == 6)
        #expect(!stats.countsCharacters)
        #expect(stats.minutes == 1)
    }

    @Test(arguments: [Language.ja, .ko, .zhHans, .zhHant])
    func countsCharactersNotSpacesInCJK(language: Language) {
        // Twelve letters or ideographs; spaces and punctuation do not count.
        let text = language == .ko ? "태양은 양자리에 있습니다 화성도." : "太陽は牡羊座にあります。火星も、"
        let stats = ReadingStats(text: text, language: language)
        #expect(stats.countsCharacters)
        #expect(stats.count == (language == .ko ? 14 : 14), "\(language.code): \(stats.count)")
    }

    @Test func readingTimeRoundsUpPerLanguageRate() {
        #expect(ReadingStats(text: String(repeating: "word ", count: 401), language: .de).minutes == 3)
        #expect(ReadingStats(text: String(repeating: "字", count: 251), language: .zhHans).minutes == 2)
        #expect(ReadingStats(text: String(repeating: "字", count: 350), language: .ja).minutes == 1)
        #expect(ReadingStats(text: "", language: .ja).minutes == 0)
    }
}
