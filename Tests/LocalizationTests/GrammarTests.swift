import Testing
@testable import Localization

struct GrammarTests {
    static let ukrainian: [(String, String)] = [
        ("Сонце у Терезах", "Сонце в Терезах"),
        ("Марс в Терезах", "Марс у Терезах"),
        ("Місяць в 10-му домі", "Місяць у 10-му домі"),
        ("Сонце у 10-му домі", "Сонце в 10-му домі"),
        ("Сонце в Водолії", "Сонце у Водолії"),
        ("Венера у Овні", "Венера в Овні"),
        ("Марс у Овні", "Марс в Овні"),
        ("Сонце в 8-му домі", "Сонце у 8-му домі"),
        ("Марс в 11-му домі", "Марс в 11-му домі"),
        ("у Терезах", "у Терезах"),
        ("у Овні", "в Овні"),
        // і/й: "й" after a vowel unless a pause or an iotated letter (є, ї, ю, я, й) intervenes.
        ("у Раку і Асцендент", "у Раку й Асцендент"),
        ("Сонце і Місяць", "Сонце й Місяць"),
        ("Сатурн й Уран", "Сатурн і Уран"),
        ("Сонце й Юпітер", "Сонце і Юпітер"),
        ("Венера, й Марс", "Венера, і Марс"),
        // у before a consonant followed by в: "у творчості", "у свідомості", "у Львові".
        ("Особливо це помітно в творчості", "Особливо це помітно у творчості"),
        ("Місто в Львові", "Місто у Львові"),
        ("Це видно в сфері дружби", "Це видно у сфері дружби"),
        // A pause before у/в counts as a start: "у" before a consonant, "в" before a vowel.
        ("Сонце, в Раку", "Сонце, у Раку"),
    ]

    @Test(arguments: ukrainian)
    func ukrainianPrepositionFollowsEuphony(input: String, expected: String) {
        #expect(Grammar.finish(input, language: .uk) == expected)
    }

    @Test func otherLanguagesAreLeftAlone() {
        #expect(Grammar.finish("Солнце в Весах", language: .ru) == "Солнце в Весах")
    }

    static let korean: [(String, String, String)] = [
        ("태양", "이/가", "이"), ("달", "이/가", "이"), ("금성", "이/가", "이"), ("화성", "을/를", "을"),
        ("제10하우스", "이/가", "가"), ("MC(천정)", "이/가", "이"), ("달", "으로/로", "로"), ("태양", "으로/로", "으로"),
        ("12", "이/가", "가"), ("10", "이/가", "이"), ("나무", "과/와", "와"),
    ]

    @Test(arguments: korean)
    func koreanParticleFollowsTheFinalConsonant(word: String, pair: String, expected: String) {
        #expect(Grammar.koreanParticle(pair, after: word) == expected, "\(word) + \(pair)")
    }

    static let turkish: [(String, String)] = [
        ("Terazi", "Terazi'de"), ("Koç", "Koç'ta"), ("Boğa", "Boğa'da"), ("İkizler", "İkizler'de"), ("Yengeç", "Yengeç'te"),
        ("Aslan", "Aslan'da"), ("Başak", "Başak'ta"), ("Akrep", "Akrep'te"), ("Yay", "Yay'da"), ("Oğlak", "Oğlak'ta"),
        ("Kova", "Kova'da"), ("Balık", "Balık'ta"),
    ]

    @Test(arguments: turkish)
    func turkishLocativeFollowsVowelHarmonyAndVoicing(noun: String, expected: String) {
        #expect(Grammar.derivedForm("in", of: noun, language: .tr) == expected)
    }

    static let ordinals: [(Language, Int, Ordinal.Gender, Ordinal.GrammaticalCase, String)] = [
        (.en, 1, .masculine, .nominative, "1st"), (.en, 2, .masculine, .nominative, "2nd"), (.en, 3, .masculine, .nominative, "3rd"),
        (.en, 10, .masculine, .nominative, "10th"), (.en, 11, .masculine, .nominative, "11th"), (.en, 12, .masculine, .nominative, "12th"),
        (.en, 21, .masculine, .nominative, "21st"), (.uk, 10, .masculine, .locative, "10-му"), (.uk, 10, .masculine, .nominative, "10-й"),
        (.ru, 10, .masculine, .locative, "10-м"), (.de, 10, .masculine, .nominative, "10."), (.tr, 10, .masculine, .nominative, "10."),
        (.fr, 1, .feminine, .nominative, "1re"), (.fr, 1, .masculine, .nominative, "1er"), (.fr, 10, .feminine, .nominative, "10e"),
        (.es, 10, .feminine, .nominative, "10.ª"), (.ptBR, 10, .masculine, .nominative, "10º"), (.it, 10, .feminine, .nominative, "10ª"),
        (.ja, 10, .masculine, .nominative, "第10"), (.zhHans, 10, .masculine, .nominative, "第10"), (.ko, 10, .masculine, .nominative, "제10"),
    ]

    @Test(arguments: ordinals)
    func ordinalsAreWrittenTheLanguagesWay(language: Language, number: Int, gender: Ordinal.Gender,
                                           grammaticalCase: Ordinal.GrammaticalCase, expected: String) {
        #expect(Ordinal.string(number, language: language, gender: gender, grammaticalCase: grammaticalCase) == expected)
    }

    @Test func houseGlossaryEntriesUseTheOrdinalRule() throws {
        let glossaries = TestPaths.loaded
        for n in 1...12 {
            #expect(glossaries[.uk]?["house.\(n)"]?.form("in") == "у \(Ordinal.string(n, language: .uk, grammaticalCase: .locative)) домі")
            #expect(glossaries[.ru]?["house.\(n)"]?.form("in")?.contains(Ordinal.string(n, language: .ru, grammaticalCase: .locative)) == true)
            #expect(glossaries[.de]?["house.\(n)"]?.form("in") == "im \(Ordinal.string(n, language: .de)) Haus")
            #expect(glossaries[.en]?["house.\(n)"]?.form("in") == "in the \(Ordinal.string(n, language: .en)) house")
            // French astrologers write the house by its number: "Soleil en Maison 10".
            #expect(glossaries[.fr]?["house.\(n)"]?.form("in") == "en Maison \(n)")
            #expect(glossaries[.ja]?["house.\(n)"]?.text == "\(Ordinal.string(n, language: .ja))ハウス")
        }
    }
}
