import Localization

/// English names of the report languages, for instructions to the model and for error messages.
enum PromptLanguage {
    static func name(of language: Language) -> String {
        switch language {
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

    /// The line the client appends to the caller's system message.
    static func instruction(for language: Language) -> String {
        "Write every text value in \(name(of: language)) (language code: \(language.code)). Keep the JSON keys in English."
    }
}
