import Testing
@testable import Localization

/// Every lint rule with a text it must flag and a corrected text it must pass.
struct LanguageLintTests {
    static let cases: [(rule: String, language: Language, bad: String, good: String)] = [
        ("english_word", .de, "Die Sonne steht im Widder and im 9. Haus.", "Die Sonne steht im Widder und im 9. Haus."),
        ("english_word", .uk, "Сонце в Овні in the 9th house.", "Сонце в Овні в 9-му домі."),
        ("english_word", .ja, "太陽はAriesにあります。", "太陽は牡羊座にあります。"),
        ("hemisphere", .de, "Breite 50,4501° N, Länge 30,5234° E", "Breite 50,4501° N, Länge 30,5234° O"),
        ("hemisphere", .uk, "50,4501° N", "50,4501° пн. ш."),
        ("hemisphere", .es, "3,7038° W", "3,7038° O"),
        ("ascii_punctuation", .ja, "太陽は牡羊座にあり, 月は魚座にあります。", "太陽は牡羊座にあり、月は魚座にあります。"),
        ("ascii_punctuation", .zhHans, "太阳落在白羊座; 月亮落在双鱼座。", "太阳落在白羊座；月亮落在双鱼座。"),
        ("ascii_punctuation", .ko, "태양은 양자리에 있습니다; 달은 물고기자리에 있습니다.", "태양은 양자리에 있습니다. 달은 물고기자리에 있습니다."),
        ("label_after_parenthesis", .it, "Giove e Plutone (Orbita: 0°20′).", "Giove e Plutone (orbe 0°20′)."),
        ("zero_count", .ptBR, "Ar (0 planeta)", "Ar (nenhum planeta)"),
        ("zero_count", .ja, "火（惑星0個）", "火（惑星なし）"),
        ("register", .de, "Wenn du magst, plane deine Woche.", "Wenn Sie mögen, planen Sie Ihre Woche."),
        ("register", .fr, "Tu agis avec audace.", "Vous agissez avec audace."),
        ("register", .fr, "Parlez de ton projet.", "Vénus donne le ton de vos amours."),
        ("register", .ru, "Открой твой полный отчёт.", "Откройте ваш полный отчёт."),
        ("register", .uk, "Відкрий твій повний звіт.", "Відкрийте ваш повний звіт."),
        ("register", .tr, "Sen cesurca davranırsın.", "Siz cesurca davranırsınız."),
        ("register", .ptBR, "Escolha uma habilidade que te destaque.", "Escolha uma habilidade que o destaque."),
        ("register", .es, "Usted actúa con audacia.", "Actúas con audacia."),
        ("register", .ja, "宇宙の道を発見しよう！", "宇宙の道を発見しましょう！"),
        ("register", .ko, "너의 길을 찾아라.", "당신의 길을 찾으세요."),
        ("register", .zhHans, "您的太阳落在白羊座。", "你的太阳落在白羊座。"),
        ("script", .uk, "Сонце в Овнє ы", "Сонце в Овні"),
        ("script", .ru, "Солнце в Овні", "Солнце в Овне"),
        ("script", .zhHant, "太陽落在白羊座，这是", "太陽落在白羊座，這是"),
        ("script", .zhHans, "太阳落在白羊座，這是", "太阳落在白羊座，这是"),
        ("mainland_word", .zhHant, "報告服務暫時不可用。", "報告服務暫時無法使用。"),
        ("sound_rule", .uk, "у Раку і Асцендент", "у Раку й Асцендент"),
        ("typography", .en, "Ascendant in Leo: Presence fills a room: the bearing is warm.", "Ascendant in Leo: Presence fills a room — the bearing is warm. Until 4:34 PM: yes."),
        ("typography", .zhHans, "上升点落在狮子座：存在感充满房间：气度温暖。", "上升点落在狮子座：存在感充满房间，气度温暖。"),
        ("sound_rule", .es, "compasión y imaginación", "compasión e imaginación"),
        ("sound_rule", .es, "siete o ocho", "siete u ocho"),
        ("sound_rule", .fr, "la maison de Uranus", "la maison d’Uranus"),
        ("sound_rule", .fr, "la force de le Soleil", "la force du Soleil"),
        // A pronoun before an infinitive, an imperative's pronoun and "ce à quoi" are correct as they stand.
        ("sound_rule", .fr, "le cœur de les enfants", "avant de les garder, c’est à vous de le diriger"),
        ("sound_rule", .fr, "la énergie", "mettez-la à jour et fêtez-le une fois ; ce à quoi il tient"),
        ("sound_rule", .ptBR, "o Sol em o signo de Áries", "o Sol no signo de Áries"),
        ("sound_rule", .it, "il Sole in il segno", "il Sole nel segno"),
        ("sound_rule", .de, "Die Sonne in dem Widder", "Die Sonne im Widder"),
        ("sound_rule", .tr, "Güneş Koç'da duruyor.", "Güneş Koç'ta duruyor."),
    ]

    @Test(arguments: cases)
    func ruleFlagsTheFaultAndPassesTheFix(rule: String, language: Language, bad: String, good: String) {
        let lint = LanguageLint(language: language)
        #expect(lint.findings(in: [bad]).contains { $0.rule == rule }, "\(rule) should flag «\(bad)»")
        #expect(!lint.findings(in: [good]).contains { $0.rule == rule }, "\(rule) should pass «\(good)»")
    }

    @Test func koreanParticleAfterAGlossaryTermIsChecked() {
        let lint = LanguageLint(language: .ko, terms: ["태양", "화성"])
        #expect(lint.findings(in: ["태양를 봅니다."]).contains { $0.rule == "sound_rule" })
        #expect(lint.findings(in: ["태양을 봅니다. 화성이 있습니다."]).isEmpty)
    }

    @Test func aSentenceSaidTwiceInOneReportIsFlagged() {
        let lint = LanguageLint(language: .en)
        let repeated = lint.findings(in: ["The Sun is strong here.", "Other text. The Sun is strong here."])
        #expect(repeated.contains { $0.rule == "repeated_sentence" })
        #expect(lint.findings(in: ["The Sun is strong here."], wholeReport: true).isEmpty)
    }

    @Test func theUsersOwnNameAndPlaceAreNotJudged() {
        let lint = LanguageLint(language: .uk)
        #expect(lint.findings(in: ["Звіт для Olena, Kyiv."], userText: ["Olena", "Kyiv"]).isEmpty)
        #expect(!lint.findings(in: ["Звіт для Olena."]).isEmpty)
    }

    @Test func everyRuleCompiles() {
        for rule in LanguageLint.patternRules {
            #expect(rule.regex != nil, "\(rule.id) for \(rule.languages) does not compile")
        }
    }

    @Test func coordinatesFollowCLDR() {
        #expect(CoordinatePatterns.of(.uk).latitude("50,4501°", isSouth: false) == "50,4501° пн. ш.")
        #expect(CoordinatePatterns.of(.ja).longitude("139.6503°", isWest: false) == "東経139.6503°")
        #expect(CoordinatePatterns.of(.ko).latitude("33.0°", isSouth: true) == "남위 33.0°")
        #expect(CoordinatePatterns.of(.ptBR).longitude("30,5°", isWest: false) == "30,5° L")
    }
}
