/// `astrosvitla glossary show KEY --language L [--count N]`: a human-readable preview of one entry.
extension Localizer {
    /// Sample arguments per domain, so a pattern can be previewed without a chart.
    static let sampleTerms: [String: String] = [
        "planet": "planet.sun", "sign": "sign.libra", "house": "house.10", "aspect": "aspect.trine", "point": "point.ascendant",
        "area": "area.career", "focus": "focus.area.career", "topic": "topic.house.10", "themes": "text.sign.libra.themes",
    ]

    /// Every form of a term, the chosen variant for `count` (or all variants), or a pattern filled with
    /// sample terms (Sun, Libra, 10th house, Trine, Career) and sample values. Lines end with "\n".
    package func preview(_ key: String, language: Language, count: Int? = nil) throws(LocalizationError) -> String {
        guard let english = glossaries[.base]?[key] else { throw .unknownKey(key) }
        var lines = ["\(key) [\(language.code)]"]
        let own = glossaries[language]?[key]
        if own == nil && language != .base { lines.append("  (missing in \(language.code): English is shown)") }
        switch (own ?? english).content {
        case .plural(let variants):
            if let count {
                let category = PluralRules.cardinal(count, language: language)
                // A plural pattern with arguments of its own ("{0} gather {1:in}") is filled like any pattern.
                let arguments = english.argumentDomains.isEmpty ? [] : sampleArguments(english.argumentDomains, language: language, count: count)
                lines.append("  \(category.rawValue): \(try lookup(key, language: language, count: count, args: arguments))")
            } else {
                for category in PluralRules.cardinalCategories(language) {
                    lines.append("  \(category.rawValue): \(variants[category] ?? "(missing)")")
                }
            }
        case .forms, .text:
            let arguments = sampleArguments(english.argumentDomains, language: language, count: count)
            for form in (own ?? english).formNames {
                lines.append("  \(form): \(try lookup(key, language: language, form: form, args: arguments))")
            }
        }
        if let comment = english.comment { lines.append("  note: \(comment)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func sampleArguments(_ domains: [String], language: Language, count: Int?) -> [LocalizedArgument] {
        domains.map { domain in
            if let key = Self.sampleTerms[domain] { return .term(key) }
            let formatting = LocaleFormatting.shared
            return switch domain {
            case "number": .number(count ?? 10)
            case "degrees": .text(LocaleFormatting.degreesMinutes(15.3833))
            case "orb": .text(formatting.orb(2.46, language: language))
            case "language": .text(language.nativeName)
            default: .text("…")
            }
        }
    }
}
