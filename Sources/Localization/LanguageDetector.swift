/// Tells which of the thirteen report languages a text is written in, without a model: the script
/// decides first (Hangul → ko, kana → ja, Han → zh with Simplified-only vs Traditional-only
/// characters, Cyrillic → uk/ru by their own letters), then Latin-script languages are told apart
/// by stop-word profiles plus letters only one of them uses. Pure and deterministic.
package enum LanguageDetector {
    /// What the text looks like; `language` is nil when the evidence does not single one out.
    package struct Detection: Sendable, Equatable {
        package let language: Language?
        /// The script family that dominates the letters.
        package let script: Script
    }

    package enum Script: String, Sendable {
        case latin, cyrillic, han, kana, hangul, none
    }

    /// The best guess for `text`.
    package static func detect(_ text: String) -> Detection {
        let counts = ScriptCounts(text)
        let script = counts.dominant
        switch script {
        case .hangul: return Detection(language: .ko, script: script)
        case .kana: return Detection(language: .ja, script: script)
        case .han: return Detection(language: chinese(in: text), script: script)
        case .cyrillic: return Detection(language: cyrillic(in: text), script: script)
        case .latin: return Detection(language: latin(in: text), script: script)
        case .none: return Detection(language: nil, script: script)
        }
    }

    /// Whether `text` is written in `expected`. Chinese without a single Simplified-only or
    /// Traditional-only character passes for either variant: nothing in it contradicts the request.
    package static func matches(_ text: String, _ expected: Language) -> Bool {
        let detection = detect(text)
        if detection.language == expected { return true }
        return detection.language == nil && detection.script == .han && (expected == .zhHans || expected == .zhHant)
    }

    private static func chinese(in text: String) -> Language? {
        var simplified = 0
        var traditional = 0
        for scalar in text.unicodeScalars {
            if Profiles.simplifiedOnly.contains(scalar) { simplified += 1 }
            if Profiles.traditionalOnly.contains(scalar) { traditional += 1 }
        }
        if simplified == traditional { return nil }
        return simplified > traditional ? .zhHans : .zhHant
    }

    private static func cyrillic(in text: String) -> Language? {
        var ukrainian = 0
        var russian = 0
        for scalar in text.unicodeScalars {
            if Profiles.ukrainianLetters.contains(scalar) { ukrainian += 1 }
            if Profiles.russianLetters.contains(scalar) { russian += 1 }
        }
        if ukrainian == russian { return nil }
        return ukrainian > russian ? .uk : .ru
    }

    private static func latin(in text: String) -> Language? {
        let lowered = text.lowercased()
        let words = lowered.split { !$0.isLetter && $0 != "'" && $0 != "’" }.map(String.init)
        guard !words.isEmpty else { return nil }
        var best: (language: Language, score: Int)?
        var tie = false
        for profile in Profiles.latin {
            var score = words.reduce(0) { $0 + (profile.stopWords.contains($1) ? 1 : 0) }
            score += lowered.unicodeScalars.reduce(0) { $0 + (profile.letters.contains($1) ? 2 : 0) }
            if let current = best, score <= current.score {
                if score == current.score { tie = true }
                continue
            }
            best = (profile.language, score)
            tie = false
        }
        guard let best, best.score > 0, !tie else { return nil }
        return best.language
    }
}

/// Letters per script; symbols, digits and punctuation are ignored.
struct ScriptCounts {
    private(set) var latin = 0, cyrillic = 0, han = 0, kana = 0, hangul = 0

    init(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
            case 0x400...0x4FF: cyrillic += 1
            case 0x3040...0x30FF, 0x31F0...0x31FF: kana += 1
            case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF: han += 1
            default: continue
            }
        }
    }

    var dominant: LanguageDetector.Script {
        // Japanese prose mixes kanji with kana; Chinese has none, so a tenth of kana is decisive.
        let ideographic = han + kana
        if kana > 0, kana * 10 >= ideographic, ideographic >= max(latin, cyrillic, hangul) { return .kana }
        let ranked: [(LanguageDetector.Script, Int)] = [(.latin, latin), (.cyrillic, cyrillic), (.han, ideographic),
                                                        (.hangul, hangul)]
        guard let top = ranked.max(by: { $0.1 < $1.1 }), top.1 > 0 else { return .none }
        return top.0
    }
}
