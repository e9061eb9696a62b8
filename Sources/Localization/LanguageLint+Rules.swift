import Foundation

extension LanguageLint {
    static let latinScript: Set<Language> = [.de, .fr, .es, .ptBR, .it, .tr]
    static let cased: Set<Language> = [.en, .uk, .de, .fr, .es, .ptBR, .it, .ru, .tr]

    /// Rules that are one regular expression each.
    static let patternRules: [PatternRule] = [
        PatternRule("english_word", latinScript,
                    #"\b(the|and|with|your|you|of|house|planets|sign|moon|sun|retrograde|chart|report|this|that|which|from|are|is)\b"#,
                    caseInsensitive: true, "an English word in a report of another language"),
        PatternRule("label_after_parenthesis", cased, #"[(（]\p{Lu}\p{Ll}+\s?:"#,
                    "a capitalised label inside running text; write the word in lower case (\"orb 0°20′\")"),
        PatternRule("zero_count", Set(Language.allCases), #"(?<![\d.,])0(?![\d.,°′:])\s*\p{L}"#,
                    "a count of zero printed as a number; zero has its own words"),
        // Informal forms where the language's register is formal (or formal ones where it is informal).
        PatternRule("register", [.de], #"\b([Dd]u|[Dd]ich|[Dd]ir|[Dd]ein(e|en|em|er|es)?)\b"#, "informal du in a Sie text"),
        // "le ton", "un ton" (tone) is a noun, not the possessive.
        PatternRule("register", [.fr], #"\b([Tt]u|[Tt]oi|[Tt]a|[Tt]es)\b|(?<!le |un |du |au )\b[Tt]on\b"#, "informal tu in a vous text"),
        PatternRule("register", [.ru], #"(?<!\p{L})(ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоего|твоей|твоим|твоих|твою)(?!\p{L})"#,
                    caseInsensitive: true, "informal ты in a вы text"),
        PatternRule("register", [.uk], #"(?<!\p{L})(ти|тобі|тобою|твій|твоя|твоє|твої|твого|твоєї|твоїм|твоїх|твою)(?!\p{L})"#,
                    caseInsensitive: true, "informal ти in a ви text"),
        PatternRule("register", [.tr], #"(?<!\p{L})(sen|seni|sana|senin|sende|senden|seninle)(?!\p{L})"#, caseInsensitive: true,
                    "informal sen in a siz text"),
        PatternRule("register", [.ptBR], #"\b(tu|te|teu|tua|teus|tuas|contigo|ti)\b"#, caseInsensitive: true,
                    "tu/te forms in a você text"),
        PatternRule("register", [.es], #"\b(usted|ustedes)\b"#, caseInsensitive: true, "usted in a tú text"),
        PatternRule("register", [.ja], #"(しよう|ろう|だ)[。！!]"#, "plain or volitional form in a です・ます text"),
        PatternRule("register", [.zhHans, .zhHant], "您", "您 in a 你 text"),
        PatternRule("script", [.uk], "[ыэъёЫЭЪЁ]", "a Russian letter in Ukrainian"),
        PatternRule("script", [.ru], "[іїєґІЇЄҐ]", "a Ukrainian letter in Russian"),
        // Taiwan readers meet these Mainland words as foreign (issue #14: 不可用, 生成; also 視頻, 網絡, 信息, 軟件).
        PatternRule("mainland_word", [.zhHant], "不可用|視頻|網絡|信息|軟件|默認|用戶|質量", "a Mainland word in Taiwan Chinese"),
        // Sound rules that are spelling.
        PatternRule("sound_rule", [.es], #"\by\s+(?=h?i(?![aeoáéó]))"#, caseInsensitive: true, "y becomes e before i-/hi-"),
        PatternRule("sound_rule", [.es], #"\bo\s+(?=h?o)"#, caseInsensitive: true, "o becomes u before o-/ho-"),
        // Not after a hyphen (an imperative's pronoun: "mettez-la à jour") nor "ce à quoi", which French does not elide.
        PatternRule("sound_rule", [.fr], #"(?<![-‑])\b(?:de|le|la|que|ne|se|je|me|te|ce(?!\s+à\b))\s+(?=[aeiouyàâäéèêëîïôöûü](?!nz))"#,
                    caseInsensitive: true, "missing elision (d', l', qu'…)"),
        // A pronoun before an infinitive does not contract: "avant de les garder", "à le dire".
        PatternRule("sound_rule", [.fr], #"\b(de|à)\s+(le|les)\b(?!\s+\p{L}+(?:er|ir|re|oir)\b)"#, caseInsensitive: true,
                    "de le/à le must contract (du, des, au, aux)"),
        PatternRule("sound_rule", [.ptBR], #"\b(em|de|por)\s+(o|a|os|as)\b"#, caseInsensitive: true,
                    "preposition and article must contract (no, na, do, da, pelo…)"),
        PatternRule("sound_rule", [.it], #"\b(di|a|da|in|su)\s+(il|lo|la|i|gli|le)\b"#, caseInsensitive: true,
                    "preposition and article must merge (del, al, nel, sul…)"),
        PatternRule("sound_rule", [.it], #"\b(lo|la)\s+(?=[aeiouAEIOU])"#, "lo/la elide before a vowel (l')"),
        PatternRule("sound_rule", [.de], #"(?<!,\s)\b(in|an|von|zu) dem\b|(?<!,\s)\bzu der\b|\bin das\b"#,
                    "preposition and article contract (im, am, vom, zum, zur, ins)"),
    ]

    /// Rules that need more than a regular expression.
    func customFindings(in text: String) -> [LintFinding] {
        var found = hemisphereLetters(text) + asciiPunctuation(text) + doubleColons(text)
        switch language {
        case .uk: found += ukrainianEuphony(text)
        case .tr: found += turkishLocatives(text)
        case .ko: found += koreanParticles(text) + koreanRegister(text)
        default: break
        }
        if [.uk, .ru, .ja, .ko, .zhHans, .zhHant].contains(language) { found += latinWords(text) }
        if language == .zhHant { found += scalars(text, in: LanguageDetector.Profiles.simplifiedOnly, "script", "a Simplified character in Traditional Chinese") }
        if language == .zhHans { found += scalars(text, in: LanguageDetector.Profiles.traditionalOnly, "script", "a Traditional character in Simplified Chinese") }
        return found
    }

    /// A Latin letter after a degree sign that the language's CLDR coordinate patterns do not use.
    private func hemisphereLetters(_ text: String) -> [LintFinding] {
        let patterns = CoordinatePatterns.of(language)
        let allowed = Set([patterns.north, patterns.south, patterns.east, patterns.west].flatMap {
            $0.replacingOccurrences(of: "{0}", with: "").unicodeScalars.filter { ("A"..."Z").contains($0) }
        })
        return matches(Self.hemisphereLetter, in: text).compactMap { match, groups in
            guard let letter = groups.first?.unicodeScalars.first, !allowed.contains(letter) else { return nil }
            return LintFinding(rule: "hemisphere", excerpt: match, message: "hemisphere letter not of this language (CLDR)")
        }
    }

    /// ASCII , ; : in Japanese and Chinese prose. Korean punctuation (국립국어원 문장 부호) has the ASCII
    /// comma and colon (쉼표, 쌍점) but no semicolon, so only ; counts there. A colon between digits (a time) is fine.
    private func asciiPunctuation(_ text: String) -> [LintFinding] {
        let marks: Set<Character> = switch language {
        case .ja, .zhHans, .zhHant: [",", ";", ":"]
        case .ko: [";"]
        default: []
        }
        guard !marks.isEmpty else { return [] }
        let characters = Array(text)
        return characters.indices.compactMap { index in
            guard marks.contains(characters[index]) else { return nil }
            let between = index > 0 && index + 1 < characters.count && characters[index - 1].isNumber && characters[index + 1].isNumber
            if between { return nil }
            let excerpt = String(characters[max(0, index - 8)..<min(characters.count, index + 8)])
            return LintFinding(rule: "ascii_punctuation", excerpt: excerpt, message: "ASCII \(characters[index]) in \(language.code) prose")
        }
    }

    /// Two colons in one sentence ("Ascendant in Leo: Presence fills a room: the bearing …"): a header's colon before a
    /// text whose first sentence has its own. No style guide of the thirteen languages allows it. A colon between
    /// digits (a clock time) does not count.
    private func doubleColons(_ text: String) -> [LintFinding] {
        var found: [LintFinding] = []
        var colons = 0, start = text.startIndex
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if ".!?。！？\n".contains(character) {
                colons = 0
                start = next
            } else if character == ":" || character == "：" {
                let between = previous.isNumber && next < text.endIndex && text[next].isNumber
                if !between {
                    colons += 1
                    if colons == 2 {
                        found.append(LintFinding(rule: "typography", excerpt: String(text[start..<next].suffix(60)),
                                                 message: "two colons in one sentence"))
                    }
                }
            }
            previous = character
            index = next
        }
        return found
    }

    /// Latin words in a language that does not write in Latin script; chart abbreviations and brand names pass.
    private func latinWords(_ text: String) -> [LintFinding] {
        let allowed: Set<String> = ["ASC", "DSC", "MC", "IC", "AC", "DC", "AstroSvitla", "Zorya", "AI"]
        return matches(Self.latinWord, in: text).compactMap { word, _ in
            allowed.contains(word) ? nil : LintFinding(rule: "english_word", excerpt: word, message: "Latin-script word in a \(language.code) report")
        }
    }

    private func ukrainianEuphony(_ text: String) -> [LintFinding] {
        let fixed = UkrainianEuphony.apply(text)
        guard fixed != text else { return [] }
        let original = Array(text), corrected = Array(fixed)
        return original.indices.compactMap { index in
            guard index < corrected.count, original[index] != corrected[index] else { return nil }
            let excerpt = String(original[max(0, index - 10)..<min(original.count, index + 10)])
            return LintFinding(rule: "sound_rule", excerpt: excerpt, message: "у/в or і/й: «\(corrected[index])» is euphonic here")
        }
    }

    /// A proper noun with the locative ('de/'da/'te/'ta) must follow vowel harmony and voicing.
    private func turkishLocatives(_ text: String) -> [LintFinding] {
        matches(Self.turkishLocative, in: text).compactMap { match, groups in
            guard groups.count == 2 else { return nil }
            let expected = TurkishSuffix.locative(groups[0])
            let written = groups[0] + "'" + groups[1]
            return expected == written ? nil
                : LintFinding(rule: "sound_rule", excerpt: match, message: "locative by vowel harmony: \(expected)")
        }
    }

    /// A glossary term followed by the particle of the wrong batchim class ("태양를" → "태양을").
    private func koreanParticles(_ text: String) -> [LintFinding] {
        let pairs = ["이/가", "을/를", "은/는", "과/와", "으로/로"]
        var found: [LintFinding] = []
        // Most terms are absent from a given text: one search for the term before the ten for its particles.
        for term in terms where !term.isEmpty && text.contains(term) {
            for pair in pairs {
                let options = pair.split(separator: "/").map(String.init)
                let right = Grammar.koreanParticle(pair, after: term)
                for option in options where option != right && text.contains(term + option + " ") {
                    found.append(LintFinding(rule: "sound_rule", excerpt: term + option,
                                             message: "particle after «\(term)» is «\(right)»"))
                }
            }
        }
        return found
    }

    /// Korean reports use 합니다체 (and -세요 in tips): a sentence ending in plain 다 or banmal is informal.
    private func koreanRegister(_ text: String) -> [LintFinding] {
        matches(Self.koreanSentenceEnd, in: text).compactMap { match, groups in
            guard let word = groups.first, let last = word.last else { return nil }
            let polite = word.hasSuffix("니다") || "요죠까".contains(last)
            return polite ? nil : LintFinding(rule: "register", excerpt: match, message: "not 합니다체 or 해요체")
        }
    }

    private func scalars(_ text: String, in set: Set<Unicode.Scalar>, _ rule: String, _ message: String) -> [LintFinding] {
        text.unicodeScalars.filter(set.contains).map { LintFinding(rule: rule, excerpt: String($0), message: message) }
    }

    /// The custom rules' expressions, compiled once (compiling one costs more than matching it over a report).
    private static let hemisphereLetter = compiled(#"\d°[ \u00A0\u202F]?([A-Z])(?![A-Za-z])"#)
    private static let latinWord = compiled(#"[A-Za-z]{2,}"#)
    private static let turkishLocative = compiled(#"(\p{L}+)['’]([dt][ae])(?!\p{L})"#)
    private static let koreanSentenceEnd = compiled(#"([가-힣]+)[.!?](?=\s|$)"#)

    private static func compiled(_ pattern: String) -> NSRegularExpression? { try? NSRegularExpression(pattern: pattern) }

    /// Each match of `regex` with its capture groups.
    private func matches(_ regex: NSRegularExpression?, in text: String) -> [(String, [String])] {
        guard let regex else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let whole = Range(match.range, in: text) else { return nil }
            let groups = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
            return (String(text[whole]), groups)
        }
    }
}
