import Localization
import Testing

struct LanguageDetectorTests {
    @Test(arguments: Language.allCases)
    func realParagraphIsRecognised(language: Language) throws {
        let paragraph = try #require(LanguageSamples.paragraphs[language], "no sample for \(language.code)")
        let detected = LanguageDetector.detect(paragraph).language
        #expect(detected == language, "\(language.code) paragraph detected as \(detected?.code ?? "nil")")
        #expect(LanguageDetector.matches(paragraph, language))
    }

    @Test(arguments: [(Language.uk, Language.ru), (.es, .ptBR), (.zhHans, .zhHant)])
    func confusablePairsAreToldApart(first: Language, second: Language) throws {
        let firstText = try #require(LanguageSamples.paragraphs[first])
        let secondText = try #require(LanguageSamples.paragraphs[second])
        #expect(!LanguageDetector.matches(firstText, second), "\(first.code) text accepted as \(second.code)")
        #expect(!LanguageDetector.matches(secondText, first), "\(second.code) text accepted as \(first.code)")
    }

    @Test func ukrainianWithEnglishPlanetNamesStaysUkrainian() {
        let text = "Ваш Sun у Леві та Moon у Раку: це поєднання дає вам енергію і теплоту (Sun, Moon, Mars)."
        #expect(LanguageDetector.detect(text).language == .uk)
    }

    @Test func englishAnswerToAUkrainianRequestIsRejected() throws {
        let english = try #require(LanguageSamples.paragraphs[.en])
        #expect(!LanguageDetector.matches(english, .uk))
        #expect(LanguageDetector.detect(english).script == .latin)
    }

    @Test func chineseWithoutDistinctiveCharactersPassesForBothVariants() {
        let text = "金星和火星在天秤座。"
        #expect(LanguageDetector.detect(text).language == nil)
        #expect(LanguageDetector.matches(text, .zhHans))
        #expect(LanguageDetector.matches(text, .zhHant))
        #expect(!LanguageDetector.matches(text, .ja))
    }

    @Test func japaneseIsNotMistakenForChinese() throws {
        let japanese = try #require(LanguageSamples.paragraphs[.ja])
        #expect(!LanguageDetector.matches(japanese, .zhHans))
        #expect(!LanguageDetector.matches(japanese, .zhHant))
    }

    @Test func textWithoutLettersHasNoLanguage() {
        #expect(LanguageDetector.detect("☉ ☽ ♄ 123 — !").language == nil)
    }
}
