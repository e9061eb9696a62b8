import Testing
@testable import Localization

struct LocalizerTests {
    static let planetInSign: [(Language, String, String, String)] = [
        (.en, "planet.sun", "sign.libra", "Sun in Libra"),
        (.uk, "planet.sun", "sign.libra", "Сонце в Терезах"),
        (.uk, "planet.mars", "sign.libra", "Марс у Терезах"),
        (.uk, "planet.venus", "sign.aries", "Венера в Овні"),
        (.ru, "planet.sun", "sign.leo", "Солнце во Льве"),
        (.de, "planet.sun", "sign.libra", "Sonne in der Waage"),
        (.de, "planet.mars", "sign.scorpio", "Mars im Skorpion"),
        (.fr, "planet.sun", "sign.libra", "Soleil en Balance"),
        (.es, "planet.sun", "sign.libra", "Sol en Libra"),
        (.ptBR, "planet.sun", "sign.libra", "Sol em Libra"),
        (.it, "planet.sun", "sign.libra", "Sole in Bilancia"),
        (.tr, "planet.sun", "sign.libra", "Terazi'de Güneş"),
        (.tr, "planet.mars", "sign.aries", "Koç'ta Mars"),
        (.ja, "planet.sun", "sign.libra", "天秤座の太陽"),
        (.ko, "planet.sun", "sign.libra", "천칭자리의 태양"),
        (.zhHans, "planet.sun", "sign.libra", "太阳落天秤座"),
        (.zhHant, "planet.sun", "sign.libra", "太陽落天秤座"),
    ]

    @Test(arguments: planetInSign)
    func planetInSignUsesTheLanguagesPatternAndForms(language: Language, planet: String, sign: String, expected: String) throws {
        let localizer = try #require(TestPaths.localizer)
        #expect(try localizer.lookup("pattern.planet_in_sign", language: language, args: [.term(planet), .term(sign)]) == expected)
    }

    static let signAndHouse: [(Language, String)] = [
        (.en, "in Libra in the 10th house"), (.uk, "у Терезах у 10-му домі"), (.de, "in der Waage im 10. Haus"),
        (.ru, "в Весах в 10-м доме"), (.fr, "en Balance en Maison 10"), (.tr, "Terazi'de, 10. evde"), (.ja, "天秤座・第10ハウス"),
        (.ko, "천칭자리 제10하우스"), (.es, "en Libra en la casa 10"),
    ]

    @Test(arguments: signAndHouse)
    func signAndHouseUseTheLocativeForms(language: Language, expected: String) throws {
        let localizer = try #require(TestPaths.localizer)
        #expect(try localizer.lookup("pattern.in_sign_house", language: language, args: [.term("sign.libra"), .term("house.10")]) == expected)
    }

    static let aspects: [(Language, String)] = [
        (.en, "Sun trine Moon"), (.uk, "Сонце тригон Місяць"), (.ru, "Солнце тригон Луна"), (.de, "Sonne Trigon Mond"),
        (.fr, "Soleil trigone Lune"), (.ja, "太陽と月のトライン"), (.ko, "태양과 달의 트라인"), (.zhHans, "太阳与月亮三分相"),
        (.zhHant, "太陽與月亮三分相"),
    ]

    @Test(arguments: aspects)
    func aspectSitsBetweenThePlanetsOrIsNamedAfterThem(language: Language, expected: String) throws {
        let localizer = try #require(TestPaths.localizer)
        let args: [LocalizedArgument] = [.term("planet.sun"), .term("aspect.trine"), .term("planet.moon")]
        #expect(try localizer.lookup("pattern.aspect", language: language, args: args) == expected)
    }

    @Test func koreanParticlesFollowThePlanet() throws {
        let localizer = try #require(TestPaths.localizer)
        // A pair joins with the particle that fits the first word's last syllable; longer lists are comma-separated.
        #expect(try localizer.lookup("pattern.list_two", language: .ko, args: [.text("태양"), .text("달")]) == "태양과 달")
        #expect(try localizer.lookup("pattern.list_two", language: .ko, args: [.text("금성"), .text("달")]) == "금성과 달")
        #expect(try localizer.lookup("pattern.list_two", language: .ko, args: [.text("화성"), .text("달")]) == "화성과 달")
        #expect(try localizer.lookup("pattern.list_two", language: .ko, args: [.text("달"), .text("태양")]) == "달과 태양")
        #expect(try localizer.lookup("pattern.list_two", language: .ko, args: [.text("해"), .text("달")]) == "해와 달")
        #expect(try localizer.lookup("pattern.list_end", language: .ko, args: [.text("목성, 토성"), .text("달")]) == "목성, 토성, 달")
        #expect(try localizer.lookup("pattern.aspect", language: .ko, args: [.term("planet.venus"), .term("aspect.trine"), .term("planet.moon")]) == "금성과 달의 트라인")
    }

    static let counts: [(Language, Int, String)] = [
        (.uk, 1, "1 планета"), (.uk, 21, "21 планета"), (.uk, 3, "3 планети"), (.uk, 11, "11 планет"), (.uk, 25, "25 планет"),
        (.ru, 22, "22 планеты"), (.ru, 14, "14 планет"), (.en, 1, "1 planet"), (.en, 0, "0 planets"), (.fr, 0, "0 planète"),
        (.fr, 1_000_000, "1 000 000 de planètes"), (.ja, 3, "3天体"),
    ]

    @Test(arguments: counts)
    func countsPickTheCLDRVariant(language: Language, count: Int, expected: String) throws {
        let localizer = try #require(TestPaths.localizer)
        let text = try localizer.lookup("count.planets", language: language, count: count)
        // Grouping separators differ by locale (narrow no-break space in fr); compare with plain spaces.
        #expect(text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{A0}", with: " ") == expected)
    }

    @Test func missingStringFallsBackToEnglishAndIsCounted() throws {
        var glossaries = TestPaths.loaded
        glossaries[.de]?.entries["report.section.summary"] = nil
        let localizer = try Localizer(glossaries: glossaries)
        let log = FallbackLog()
        #expect(try localizer.lookup("report.section.summary", language: .de, fallbacks: log) == "Summary")
        _ = try localizer.lookup("sign.aries", language: .de, fallbacks: log)
        #expect(log.keys == ["report.section.summary"])
    }

    @Test func unknownKeyThrowsInsteadOfPrintingTheKey() throws {
        let localizer = try #require(TestPaths.localizer)
        #expect(throws: LocalizationError.self) { try localizer.lookup("sign.ophiuchus", language: .en) }
    }

    @Test func missingArgumentThrows() throws {
        let localizer = try #require(TestPaths.localizer)
        #expect(throws: LocalizationError.self) { try localizer.lookup("pattern.planet_in_sign", language: .en, args: [.term("planet.sun")]) }
    }

    @Test(arguments: Language.allCases)
    func everyEntryRendersWithoutRawKeysOrBraces(language: Language) throws {
        let localizer = try #require(TestPaths.localizer)
        let english = try #require(TestPaths.loaded[.en])
        for key in english.keys {
            let entry = try #require(english[key])
            let preview = try localizer.preview(key, language: language, count: 2)
            let rendered = preview.split(separator: "\n").filter { !$0.hasPrefix("  note:") }.dropFirst().joined()
            #expect(!rendered.contains("{") && !rendered.contains(key), "\(language.code) \(key): \(rendered)")
            #expect(!rendered.isEmpty, "\(language.code) \(key) rendered empty (\(entry.formNames))")
            #expect(TestPaths.loaded[language]?[key] != nil, "\(language.code) \(key) falls back to English")
        }
    }

    @Test func previewShowsEveryFormAndTheCountedVariant() throws {
        let localizer = try #require(TestPaths.localizer)
        #expect(try localizer.preview("sign.libra", language: .uk).hasPrefix("sign.libra [uk]\n  nominative: Терези\n  in: у Терезах\n"))
        #expect(try localizer.preview("count.aspects", language: .ru, count: 3).hasPrefix("count.aspects [ru]\n  few: 3 аспекта\n"))
    }
}
