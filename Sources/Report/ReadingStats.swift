import Localization

/// Length and reading time of a report. Japanese, Korean and Chinese are counted by characters (letters
/// and ideographs, not spaces or punctuation), the other languages by space-separated words; the app's
/// space-based count makes a Chinese report one "word" per sentence.
package struct ReadingStats: Sendable, Equatable, Codable {
    /// Words, or characters for ja, ko, zh-Hans, zh-Hant.
    package let count: Int
    package let countsCharacters: Bool
    /// Whole minutes, at least 1 for any text.
    package let minutes: Int

    package init(text: String, language: Language) {
        countsCharacters = Self.rate(language).perCharacter
        // Scalars, not Characters: grapheme breaking would cost more than the whole count, and a letter or
        // ideograph is one scalar in these scripts (combining marks are not counted either way).
        // ASCII first: Unicode property lookups cost more than the rest of the count.
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" : scalar.properties.isWhitespace
        }
        if countsCharacters {
            count = text.unicodeScalars.reduce(0) { $0 + (isWordScalar($1) ? 1 : 0) }
        } else {
            var words = 0
            var inWord = false
            for scalar in text.unicodeScalars {
                if isSpace(scalar) { inWord = false } else if !inWord && isWordScalar(scalar) { words += 1; inWord = true }
            }
            count = words
        }
        let perMinute = Self.rate(language).perMinute
        minutes = count == 0 ? 0 : max(1, (count + perMinute - 1) / perMinute)
    }

    /// Silent reading rates of adults, rounded: IReST (Trauzettel-Klosinski & Dietz 2012) measured about 357
    /// characters/min for Japanese, 255 for Chinese and 180–230 words/min for the European languages; Korean
    /// Hangul syllables are read at a rate close to Japanese characters.
    static func rate(_ language: Language) -> (perMinute: Int, perCharacter: Bool) {
        switch language {
        case .ja: (350, true)
        case .ko: (350, true)
        case .zhHans, .zhHant: (250, true)
        default: (200, false)
        }
    }
}
