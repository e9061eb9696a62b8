/// How each report language addresses the reader: one register per language, used by every report string,
/// share text and tagline (Glossaries/README.md) and stated in the LLM prompt so model answers match.
/// `LanguageLint` flags the other register's forms.
extension Language {
    /// An English instruction for the prompt, naming the forms to use.
    package var register: String {
        switch self {
        case .en: "Address the reader as \"you\"; warm, plain, no slang."
        case .uk: "Address the reader formally with \"ви\" (imperatives in -іть/-те, e.g. \"Відкрийте\"), never \"ти\"."
        case .de: "Address the reader formally with \"Sie\" (\"Ihr\", \"Ihnen\"), never \"du\"."
        case .fr: "Address the reader formally with \"vous\", never \"tu\"."
        case .es: "Address the reader with \"tú\" throughout, never \"usted\"."
        case .ptBR: "Address the reader with \"você\" throughout (\"seu\", \"sua\", \"lhe\"), never \"tu\", \"te\" or \"teu\"."
        case .it: "Address the reader with \"tu\" throughout, never \"Lei\"."
        case .ja: "Write in the polite です・ます style throughout, never plain or volitional forms (〜しよう, 〜だ)."
        case .ko: "Write in the formal 합니다체 (tips may end in -세요), never 반말 or plain 다-endings."
        case .zhHans, .zhHant: "Address the reader as \"你\" throughout, never \"您\"."
        case .ru: "Address the reader formally with \"вы\" (imperatives in -те, e.g. \"Откройте\"), never \"ты\"."
        case .tr: "Address the reader formally with \"siz\" (imperatives in -in/-ın/-un/-ün, e.g. \"alın\"), never \"sen\"."
        }
    }
}
