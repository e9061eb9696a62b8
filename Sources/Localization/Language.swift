/// The thirteen report languages. Raw values are the language codes stored with every report.
package enum Language: String, CaseIterable, Sendable, Codable, Hashable {
    case en, uk, de, fr, es
    case ptBR = "pt-BR"
    case it, ja, ko
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"
    case ru, tr

    /// English is the base language and the fallback for anything unsupported or missing.
    package static let base: Language = .en

    package var code: String { rawValue }

    /// The language's name in English, with the region or script where it distinguishes the variant.
    package var englishName: String {
        switch self {
        case .en: "English"
        case .uk: "Ukrainian"
        case .de: "German"
        case .fr: "French"
        case .es: "Spanish"
        case .ptBR: "Brazilian Portuguese"
        case .it: "Italian"
        case .ja: "Japanese"
        case .ko: "Korean"
        case .zhHans: "Simplified Chinese"
        case .zhHant: "Traditional Chinese"
        case .ru: "Russian"
        case .tr: "Turkish"
        }
    }

    /// The language's name in itself (an endonym), as a native speaker would write it in a menu.
    /// Foundation gives only "português" for pt-BR, so these are fixed here.
    package var nativeName: String {
        switch self {
        case .en: "English"
        case .uk: "українська"
        case .de: "Deutsch"
        case .fr: "français"
        case .es: "español"
        case .ptBR: "português do Brasil"
        case .it: "italiano"
        case .ja: "日本語"
        case .ko: "한국어"
        case .zhHans: "简体中文"
        case .zhHant: "繁體中文"
        case .ru: "русский"
        case .tr: "Türkçe"
        }
    }

    /// The Foundation locale identifier used for formatting dates and numbers in this language.
    package var localeIdentifier: String {
        switch self {
        case .en: "en_US"
        case .uk: "uk_UA"
        case .de: "de_DE"
        case .fr: "fr_FR"
        case .es: "es_ES"
        case .ptBR: "pt_BR"
        case .it: "it_IT"
        case .ja: "ja_JP"
        case .ko: "ko_KR"
        case .zhHans: "zh_Hans_CN"
        case .zhHant: "zh_Hant_TW"
        case .ru: "ru_RU"
        case .tr: "tr_TR"
        }
    }
}

extension Language {
    /// Whether words (and sentences) are separated by spaces; ja and zh are not (Korean spaces words). The
    /// same languages set parentheses full-width in running text.
    package var usesSpaces: Bool {
        switch self {
        case .ja, .zhHans, .zhHant: false
        default: true
        }
    }
}
