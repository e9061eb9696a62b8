/// The one place that declares which grammatical forms each glossary domain must carry per language.
/// Templates may ask only for these forms (or for forms a `Grammar` rule derives); the release check
/// enforces both directions.
package enum GrammarRequirements {
    /// The domain of a key is its first component: `sign.libra` → `sign`.
    package static func domain(of key: String) -> String {
        String(key.prefix { $0 != "." })
    }

    /// Forms every entry of `domain` must list in `language`.
    /// - sign, house: the standalone name and the "in …" phrase ("у Терезах", "im 10. Haus", "en Balance").
    ///   Japanese, Korean and Chinese attach particles in the sentence pattern instead; Turkish derives the
    ///   sign's locative by vowel harmony (`Grammar.derivedForm`), but house phrases ("10. evde") are data.
    /// - aspect: the label and the lower-case word used between two planets (scripts without case: label only).
    /// - planet: the name and, where the language has articles, the subject form ("the Sun", "die Sonne");
    ///   languages without articles derive it (`Grammar.derivedForm`).
    /// - everything else: one plain string.
    package static func requiredForms(domain: String, language: Language) -> [String] {
        let nominative = GlossaryEntry.GrammaticalForm.nominative
        switch (domain, language) {
        case ("sign", .ja), ("sign", .ko), ("sign", .zhHans), ("sign", .zhHant),
             ("house", .ja), ("house", .ko), ("house", .zhHans), ("house", .zhHant),
             ("sign", .tr):
            return [nominative]
        case ("sign", _), ("house", _):
            return [nominative, "in"]
        case ("aspect", .ja), ("aspect", .ko), ("aspect", .zhHans), ("aspect", .zhHant):
            return [nominative]
        case ("planet", .en), ("planet", .de), ("planet", .fr), ("planet", .es), ("planet", .ptBR), ("planet", .it):
            // The name alone (tables) and the name as a sentence's subject, with its article ("le Soleil").
            return [nominative, "definite"]
        case ("aspect", _):
            // The table label and the word between two planets ("Sun trine Moon", "Сонце тригон Місяць").
            return [nominative, "inline"]
        default:
            return [nominative]
        }
    }

    /// Whether a template in `language` may ask an argument of `domain` for `form`.
    package static func isUsable(form: String, domain: String, language: Language) -> Bool {
        if requiredForms(domain: domain, language: language).contains(form) { return true }
        return Grammar.derivedForm(form, of: "a", language: language) != nil
    }
}
