import Localization

/// Text reduced to what a claim's wording depends on, so the fact check finds the glossary's phrase in a model's
/// answer however the answer is typeset: lower case, no variation selectors or invisible joiners, one kind of
/// space and apostrophe, and in Ukrainian one form of the alternating preposition у/в.
struct TextForm: Sendable {
    let language: Language

    func normalized(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.value {
            case 0xFE0E, 0xFE0F, 0x2060, 0x200B, 0x200C, 0x200D, 0x00AD, 0x2066...0x2069: continue
            case 0x00A0, 0x2009, 0x202F, 0x2007, 0x3000, 0x09, 0x0A: appendSpace(&scalars)
            case 0x2019, 0x02BC, 0x2018: scalars.append("'")
            case 0x20: appendSpace(&scalars)
            default: scalars.append(scalar)
            }
        }
        if language == .uk { unifyPrepositions(&scalars) }
        return scalars
    }

    private func appendSpace(_ scalars: inout [Unicode.Scalar]) {
        if let last = scalars.last, last != " " { scalars.append(" ") }
    }

    /// Ukrainian writes "у" or "в" (and "і"/"й") by the sounds around them: one claim, either spelling.
    private func unifyPrepositions(_ scalars: inout [Unicode.Scalar]) {
        for index in scalars.indices where scalars[index] == "у" || scalars[index] == "в" {
            let before = index == scalars.startIndex || !scalars[index - 1].properties.isAlphabetic
            let after = index + 1 == scalars.endIndex || !scalars[index + 1].properties.isAlphabetic
            if before && after { scalars[index] = "в" }
        }
    }

    /// Scripts written without spaces between words (Han, kana) or with particles glued to the word (Hangul,
    /// Turkish suffixes after an apostrophe or none): a letter beside a phrase does not end it there.
    private func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: true
        default: false
        }
    }

    /// Whether a phrase may begin at `start`: not in the middle of a word of a spaced script.
    func mayStartWord(_ text: [Unicode.Scalar], at start: Int) -> Bool {
        guard start > 0 else { return true }
        let before = text[start - 1], first = text[start]
        return !(before.properties.isAlphabetic && first.properties.isAlphabetic && !isUnspaced(first) && !isUnspaced(before))
    }

    /// Whether `phrase` found at `start..<end` of `text` stands as words: never inside a number ("1st" in
    /// "11th"), never inside a word of a spaced script.
    func isWhole(_ phrase: [Unicode.Scalar], in text: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        if start > 0 {
            let before = text[start - 1], first = phrase[0]
            if before.properties.numericType != nil && first.properties.numericType != nil { return false }
            if before.properties.isAlphabetic && first.properties.isAlphabetic && !isUnspaced(first) && !isUnspaced(before) {
                return false
            }
        }
        if end < text.count, let last = phrase.last {
            let after = text[end]
            if after.properties.numericType != nil && last.properties.numericType != nil { return false }
            if after.properties.isAlphabetic && last.properties.isAlphabetic && !isUnspaced(last) && !isUnspaced(after)
                && language != .tr {
                return false
            }
        }
        return true
    }

}

/// Phrases indexed by their first three scalars (fewer for shorter ones), so a text is read once, position by
/// position, instead of once per phrase: a report is checked against some six hundred phrases.
struct PhraseSet: Sendable {
    let phrases: [FactCheck.Phrase]
    private let byPrefix: [UInt64: [Int]]
    /// A bitmap of the scalars (in the Basic Multilingual Plane) a phrase starts with: most positions of a text
    /// start none, and a bit test is the cheapest way to skip them.
    private let firsts: [UInt64]
    /// Which prefix lengths occur (1 and 2 only where a name is that short: 「月」).
    private let prefixLengths: Set<Int>

    init(_ phrases: [FactCheck.Phrase]) {
        self.phrases = phrases.filter { !$0.scalars.isEmpty }
        var byPrefix: [UInt64: [Int]] = [:]
        var firsts = [UInt64](repeating: 0, count: 1024)
        for (index, phrase) in self.phrases.enumerated() {
            let values = phrase.scalars.prefix(3).map(\.value)
            byPrefix[Self.key(values, values.count), default: []].append(index)
            let first = min(phrase.scalars[0].value, 0xFFFF)
            firsts[Int(first >> 6)] |= 1 << UInt64(first & 63)
        }
        self.byPrefix = byPrefix
        self.firsts = firsts
        prefixLengths = Set(self.phrases.map { min(3, $0.scalars.count) })
    }

    /// Up to three scalars (21 bits each) and their count in one word.
    private static func key<C: Collection<UInt32>>(_ values: C, _ count: Int) -> UInt64 {
        var key = UInt64(count)
        for value in values.prefix(count) { key = (key << 21) | UInt64(value) }
        return key
    }

    /// Every occurrence of the phrases in `text`, longest first, each stretch of text claimed once: a shorter
    /// phrase inside a longer one already found is not a second claim.
    func located(in text: [Unicode.Scalar], boundaries form: TextForm) -> [(phrase: FactCheck.Phrase, start: Int)] {
        let values = text.map(\.value)
        var candidates: [(index: Int, start: Int)] = []
        for start in values.indices {
            let value = min(values[start], 0xFFFF)
            guard firsts[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0, form.mayStartWord(text, at: start) else { continue }
            var key: UInt64 = 0
            for length in 1...3 where start + length <= values.count {
                key = (key << 21) | UInt64(values[start + length - 1])
                guard prefixLengths.contains(length), let indices = byPrefix[(UInt64(length) << UInt64(21 * length)) | key] else { continue }
                for index in indices {
                    let needle = phrases[index].scalars, end = start + needle.count
                    if end <= text.count, text[start..<end].elementsEqual(needle),
                       form.isWhole(needle, in: text, start: start, end: end) {
                        candidates.append((index, start))
                    }
                }
            }
        }
        candidates.sort { phrases[$0.index].scalars.count > phrases[$1.index].scalars.count }
        var taken = [Bool](repeating: false, count: text.count)
        var found: [(phrase: FactCheck.Phrase, start: Int)] = []
        for (index, start) in candidates {
            let end = start + phrases[index].scalars.count
            guard !taken[start..<end].contains(true) else { continue }
            for position in start..<end { taken[position] = true }
            found.append((phrases[index], start))
        }
        return found
    }

    func matches(in text: [Unicode.Scalar], boundaries form: TextForm) -> [FactCheck.Phrase] {
        located(in: text, boundaries: form).map(\.phrase)
    }
}
