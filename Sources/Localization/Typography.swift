import Foundation

/// Line-breaking rules of typesetting that HTML does not know: in Russian and Ukrainian a one-letter preposition or
/// conjunction ("в", "и", "у", "з", "і") is never left at the end of a line, and a line never starts with a dash,
/// so the space after the one and before the other is a no-break space. Applied to pages only (HTML, PDF, share
/// cards), where lines are broken; stored reports keep their plain spaces. In Japanese and Chinese a house's name
/// ("第2ハウス", "第10宫") is one word that a phrase-aware line breaker would otherwise split after "第": its characters
/// are joined with WORD JOINER (U+2060), which no renderer draws.
package enum Typography {
    package static func bindingShortWords(_ text: String, language: Language) -> String {
        switch language {
        case .ja, .zhHans, .zhHant: return bindingHouseNames(text)
        case .uk, .ru: break
        default: return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character == " " else {
                output.append(character)
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // Before a dash (—, –) that is not a word's own hyphen.
            if next == "—" || next == "–" {
                output.append("\u{00A0}")
                continue
            }
            // After a one-letter word: the letter before this space has no letter before it.
            if index >= 1, characters[index - 1].isLetter, !(index >= 2 && characters[index - 2].isLetter),
               shortWords.contains(characters[index - 1]) {
                output.append("\u{00A0}")
                continue
            }
            output.append(character)
        }
        return output
    }

    private static func bindingHouseNames(_ text: String) -> String {
        guard text.contains("第") else { return text }
        var output = ""
        var rest = Substring(text)
        while let range = rest.range(of: #"第[0-9０-９]+(ハウス|宫|宮)"#, options: .regularExpression) {
            output += rest[..<range.lowerBound]
            output += rest[range].map(String.init).joined(separator: "\u{2060}")
            rest = rest[range.upperBound...]
        }
        return output + rest
    }

    /// The one-letter words of Russian and Ukrainian (both cases).
    private static let shortWords: Set<Character> = Set("вВкКсСуУоОиИаАяЯіІйЙзЗ")
}
