import Foundation

/// Grammar that follows a rule rather than a word list: Ukrainian у/в alternation, Korean particles after
/// a final consonant (batchim), Turkish locative suffixes by vowel harmony. Irregular forms (Russian
/// "во Льве", German articles, French "en"/"dans la") are data in the glossaries.
package enum Grammar {
    /// Applies the language's whole-sentence rules to rendered text.
    package static func finish(_ text: String, language: Language) -> String {
        language == .uk ? UkrainianEuphony.apply(text) : text
    }

    /// A form that a rule can derive from the nominative when the glossary does not list it.
    package static func derivedForm(_ form: String, of nominative: String, language: Language) -> String? {
        switch (language, form) {
        case (.tr, "in"): TurkishSuffix.locative(nominative)
        // Languages without articles use the bare name as a subject too.
        case (.uk, "definite"), (.ru, "definite"), (.tr, "definite"), (.ja, "definite"), (.ko, "definite"),
             (.zhHans, "definite"), (.zhHant, "definite"): nominative
        default: nil
        }
    }

    /// Korean: picks the first particle of "이/가" after a final consonant, the second after a vowel.
    /// "으로/로" also takes the second after ㄹ, as Korean grammar requires.
    package static func koreanParticle(_ pair: String, after word: String) -> String {
        let options = pair.split(separator: "/").map(String.init)
        guard options.count == 2 else { return pair }
        guard let final = KoreanFinal.of(word) else { return options[1] }
        if options[0] == "으로" && final == .rieul { return options[1] }
        return final == .open ? options[1] : options[0]
    }
}

/// The final consonant (batchim) of the last syllable as it is read aloud.
enum KoreanFinal: Equatable {
    case open, rieul, closed

    static func of(_ word: String) -> KoreanFinal? {
        guard let last = word.unicodeScalars.last(where: { !$0.properties.isWhitespace && !".,)]”\"'".unicodeScalars.contains($0) })
        else { return nil }
        switch last.value {
        case 0xAC00...0xD7A3:
            let jong = (last.value - 0xAC00) % 28
            return jong == 0 ? .open : jong == 8 ? .rieul : .closed
        case 0x30...0x39:
            // Sino-Korean readings: 영 일 이 삼 사 오 육 칠 팔 구; a final 0 reads 십/백/천/만, all closed.
            return [.closed, .rieul, .open, .closed, .open, .open, .closed, .rieul, .rieul, .open][Int(last.value - 0x30)]
        default:
            return nil
        }
    }
}

/// Ukrainian alternates the preposition у/в and the conjunction і/й for euphony: "Сонце в Терезах",
/// "Марс у Терезах", "Місяць у 10-му домі", "Сонце у Водолії", "у Раку й Асцендент", "Сатурн і Уран".
/// The rules (Ukrainian orthography 2019, §23–24): "в" after a vowel before a consonant and between
/// vowels; "у" between consonants, before в/ф or a consonant followed by в or ф (тв, св, льв, сф), and after a pause
/// before a consonant. "й" after a vowel
/// (no pause) unless the next word starts with й, є, ї, ю, я; "і" everywhere else. A punctuation mark
/// before the word is a pause. Numerals are judged by how they are read ("8-му" = "восьмому").
enum UkrainianEuphony {
    private static let vowels = Set("аеєиіїоуюяАЕЄИІЇОУЮЯ".unicodeScalars)
    /// First letter of the ordinal 1–9 read aloud: першому, другому, третьому, … восьмому, дев'ятому.
    private static let spokenOrdinalInitial: [Unicode.Scalar: Unicode.Scalar] = [
        "1": "п", "2": "д", "3": "т", "4": "ч", "5": "п", "6": "ш", "7": "с", "8": "в", "9": "д",
    ]

    /// Rewrites each standalone "у"/"в" (a word between spaces) for the sounds around it. Works on scalars
    /// in one pass: this runs on every glossary lookup, so no word arrays and no string searching.
    static func apply(_ text: String) -> String {
        // Most lookups hold no standalone у/в/і/й: find that out on the UTF-8 bytes before building an array.
        guard mayHaveStandaloneLetter(text) else { return text }
        var scalars = Array(text.unicodeScalars)
        var changed = false
        for index in scalars.indices where scalars[index] == "у" || scalars[index] == "в" || scalars[index] == "і" || scalars[index] == "й" {
            guard index == 0 || scalars[index - 1] == " ", index + 1 < scalars.count, scalars[index + 1] == " ",
                  let next = spokenInitial(scalars, from: index + 2) else { continue }
            let previous = index >= 2 ? lastLetterOrDigit(scalars, before: index - 1) : nil
            let choice = scalars[index] == "у" || scalars[index] == "в"
                ? (startsWithVCluster(scalars, from: index + 2) ? "у" : choose(after: previous, before: next))
                : conjunction(after: previous, before: next)
            if choice != scalars[index] {
                scalars[index] = choice
                changed = true
            }
        }
        guard changed else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Whether a one-letter word у, в, і or й (UTF-8 D1 83, D0 B2, D1 96, D0 B9) follows a space or the start.
    private static func mayHaveStandaloneLetter(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        var previous: UInt8 = 0x20
        while let byte = bytes.next() {
            if previous == 0x20, byte == 0xD0 || byte == 0xD1, let second = bytes.next() {
                if (byte == 0xD1 && (second == 0x83 || second == 0x96)) || (byte == 0xD0 && (second == 0xB2 || second == 0xB9)) {
                    return true
                }
                previous = second
                continue
            }
            previous = byte
        }
        return false
    }

    static func choose(after previous: Unicode.Scalar?, before next: Unicode.Scalar) -> Unicode.Scalar {
        let nextIsVowel = vowels.contains(next)
        if "вфВФ".unicodeScalars.contains(next) { return "у" }
        guard let previous, !isDigit(previous) else { return nextIsVowel ? "в" : "у" }
        if vowels.contains(previous) { return "в" }
        return nextIsVowel ? "в" : "у"
    }

    /// A consonant (and soft sign) before в or ф opens the word: "у творчості", "у свідомості", "у Львові" (§23),
    /// "у сфері".
    private static func startsWithVCluster(_ scalars: [Unicode.Scalar], from start: Int) -> Bool {
        var index = start
        guard index < scalars.count, scalars[index].properties.isAlphabetic,
              !vowels.contains(scalars[index].properties.lowercaseMapping.unicodeScalars.first ?? scalars[index]) else { return false }
        index += 1
        if index < scalars.count, scalars[index] == "ь" { index += 1 }
        return index < scalars.count && (scalars[index] == "в" || scalars[index] == "ф")
    }

    /// "й" after a vowel unless an iotated letter follows (й, є, ї, ю, я), else "і".
    static func conjunction(after previous: Unicode.Scalar?, before next: Unicode.Scalar) -> Unicode.Scalar {
        guard let previous, vowels.contains(previous), !"йєїюя".unicodeScalars.contains(next) else { return "і" }
        return "й"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType != nil }

    /// The last letter or digit of the word that ends just before the space at `space`; nil after a pause
    /// (the word ends in a punctuation mark) or at the start.
    private static func lastLetterOrDigit(_ scalars: [Unicode.Scalar], before space: Int) -> Unicode.Scalar? {
        guard space >= 1 else { return nil }
        let last = scalars[space - 1]
        if last.properties.isAlphabetic || isDigit(last) { return last }
        // A closing quote or the minutes prime still belongs to the word; any other mark is a pause.
        guard "′»”’".unicodeScalars.contains(last) else { return nil }
        var index = space - 2
        while index >= 0, scalars[index] != " " {
            if scalars[index].properties.isAlphabetic || isDigit(scalars[index]) { return scalars[index] }
            index -= 1
        }
        return nil
    }

    /// The first sound of the word starting at `start`, reading a leading number as its ordinal
    /// ("10-му" → "д", "11-му" → "о").
    private static func spokenInitial(_ scalars: [Unicode.Scalar], from start: Int) -> Unicode.Scalar? {
        guard start < scalars.count else { return nil }
        let first = scalars[start]
        guard isDigit(first) else {
            guard first.properties.isAlphabetic else { return nil }
            return first.properties.lowercaseMapping.unicodeScalars.first ?? first
        }
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        switch String(String.UnicodeScalarView(scalars[start..<end])) {
        case "10": return "д"
        case "11": return "о"
        case "12": return "д"
        default: return spokenOrdinalInitial[first]
        }
    }
}

/// Turkish locative -de/-da/-te/-ta, with an apostrophe after proper nouns ("Terazi'de", "Koç'ta").
enum TurkishSuffix {
    static func locative(_ noun: String) -> String {
        let lower = noun.lowercased(with: .init(identifier: "tr"))
        let lastVowel = lower.last { "aıoueiöü".contains($0) }
        let vowel = lastVowel.map { "aıou".contains($0) } ?? false ? "a" : "e"
        let consonant = lower.last.map { "fstkçşhp".contains($0) } ?? false ? "t" : "d"
        return "\(noun)'\(consonant)\(vowel)"
    }
}
