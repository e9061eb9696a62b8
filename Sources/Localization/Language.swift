/// The thirteen report languages. Raw values are the language codes stored with every report.
public enum Language: String, CaseIterable, Sendable, Codable, Hashable {
    case en, uk, de, fr, es
    case ptBR = "pt-BR"
    case it, ja, ko
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"
    case ru, tr

    /// English is the base language and the fallback for anything unsupported or missing.
    public static let base: Language = .en

    public var code: String { rawValue }
}
