import Testing
@testable import Localization

struct LanguageResolutionTests {
    static let supported: [(String, Language)] = [
        ("uk-UA", .uk), ("uk", .uk), ("UK_ua", .uk), ("en-GB", .en), ("de-AT", .de), ("fr_CA", .fr),
        ("zh-TW", .zhHant), ("zh-HK", .zhHant), ("zh-MO", .zhHant), ("zh-Hant", .zhHant), ("zh-Hant-CN", .zhHant),
        ("zh_hant_hk", .zhHant), ("zh", .zhHans), ("zh-CN", .zhHans), ("zh-SG", .zhHans), ("zh-Hans", .zhHans),
        ("zh-Hans-HK", .zhHans), ("ZH-hans-tw", .zhHans), ("pt", .ptBR), ("pt-PT", .ptBR), ("pt-BR", .ptBR),
        ("pt_br", .ptBR), ("es-419", .es), ("es-MX", .es), ("it-CH", .it), ("ja-JP", .ja), ("ko-KR", .ko),
        ("ru-RU", .ru), ("tr-TR", .tr), ("en-US-x-twain", .en),
    ]

    @Test(arguments: supported)
    func supportedTagsResolveWithoutFallback(tag: String, expected: Language) {
        let resolution = LanguageResolution.resolve(tag)
        #expect(resolution.language == expected, "\(tag) → \(resolution.language.code), expected \(expected.code)")
        #expect(resolution.fallback == nil && resolution.requested == tag)
    }

    @Test func unsupportedLanguageFallsBackToEnglishAndSaysSo() {
        let resolution = LanguageResolution.resolve("pl-PL")
        #expect(resolution.language == .en && resolution.fallback == .unsupported && resolution.fellBack)
    }

    @Test func emptyAndWildcardRequestsFallBackAsNoLanguage() {
        #expect(LanguageResolution.resolve("").fallback == .noLanguageRequested)
        #expect(LanguageResolution.resolve("*").fallback == .noLanguageRequested)
        #expect(LanguageResolution.resolve("uk;q=0").fallback == .noLanguageRequested)
    }

    @Test func malformedTagFallsBackAsMalformed() {
        #expect(LanguageResolution.resolve("not a tag!").fallback == .malformed)
        #expect(LanguageResolution.resolve("toolongsubtag1").fallback == .malformed)
    }

    @Test func acceptLanguagePicksTheBestSupportedEntryByQuality() {
        #expect(LanguageResolution.resolve("pl;q=1, uk-UA;q=0.8, de;q=0.9").language == .de)
        #expect(LanguageResolution.resolve("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5").language == .fr)
        #expect(LanguageResolution.resolve("pl, cs;q=0.9, zh-TW;q=0.2").language == .zhHant)
        #expect(LanguageResolution.resolve("ja;q=0.5, ko;q=0.5").language == .ja)
    }

    @Test(arguments: Language.allCases)
    func everyLanguageResolvesFromItsOwnCode(language: Language) {
        #expect(LanguageResolution.resolve(language.code).language == language)
        #expect(!language.englishName.isEmpty && !language.nativeName.isEmpty)
    }

    @Test func namesCarryRegionAndScriptWhereTheyMatter() {
        #expect(Language.ptBR.englishName == "Brazilian Portuguese" && Language.ptBR.nativeName == "português do Brasil")
        #expect(Language.zhHant.englishName == "Traditional Chinese" && Language.zhHant.nativeName == "繁體中文")
        #expect(Language.zhHans.nativeName == "简体中文")
    }
}
