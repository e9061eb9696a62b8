/// Ordinal numerals as each language writes them in digits: "10th", "10-й"/"10-му", "10.", "10e",
/// "10.ª", "10ª", "第10", "제10".
package enum Ordinal {
    package enum Gender: Sendable { case masculine, feminine }
    package enum GrammaticalCase: Sendable { case nominative, locative }

    /// `gender` and `grammaticalCase` matter only where the suffix changes with them (uk, ru, fr, es, pt, it).
    package static func string(_ number: Int, language: Language, gender: Gender = .masculine,
                              grammaticalCase: GrammaticalCase = .nominative) -> String {
        switch language {
        case .en:
            let suffix = switch PluralRules.ordinal(number, language: .en) {
            case .one: "st"
            case .two: "nd"
            case .few: "rd"
            default: "th"
            }
            return "\(number)\(suffix)"
        case .uk:
            // Masculine: 10-й дім, у 10-му домі; feminine: 10-та, у 10-й.
            return switch (gender, grammaticalCase) {
            case (.masculine, .nominative): "\(number)-й"
            case (.masculine, .locative): "\(number)-му"
            case (.feminine, .nominative): "\(number)-та"
            case (.feminine, .locative): "\(number)-й"
            }
        case .ru:
            return switch (gender, grammaticalCase) {
            case (.masculine, .nominative): "\(number)-й"
            case (.masculine, .locative): "\(number)-м"
            case (.feminine, .nominative): "\(number)-я"
            case (.feminine, .locative): "\(number)-й"
            }
        case .de, .tr:
            return "\(number)."
        case .fr:
            guard number == 1 else { return "\(number)e" }
            return gender == .masculine ? "1er" : "1re"
        case .es:
            // RAE: a period before the superscript letter.
            return "\(number).\(gender == .masculine ? "º" : "ª")"
        case .ptBR, .it:
            return "\(number)\(gender == .masculine ? "º" : "ª")"
        case .ja, .zhHans, .zhHant:
            return "第\(number)"
        case .ko:
            return "제\(number)"
        }
    }
}
