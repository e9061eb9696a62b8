import Foundation

/// One thing the language lint found: a stable rule id, the text it matched and what is wrong.
package struct LintFinding: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    package let rule: String
    package let excerpt: String
    package let message: String

    package var description: String { "\(rule): «\(excerpt)» — \(message)" }
}

/// What a machine can catch in a report's prose before a fluent reader does: English leaking into another
/// language, English hemisphere letters, ASCII punctuation in Japanese and Chinese, a sentence said twice,
/// a capitalised label after a parenthesis, a zero count printed as a number, the informal register where
/// the language's register is formal (Glossaries/README.md), the other Chinese script, Russian letters in
/// Ukrainian (and the reverse), and each sound rule (uk у/в and і/й, es y/e and o/u, fr elision and
/// contractions, pt/it/de contractions, the Turkish locative, Korean particles after glossary terms).
/// Pure; runs over the offline report, LLM answers and glossary strings alike. Rules are in
/// `LanguageLint+Rules.swift`, one test with a failing example each.
package struct LanguageLint: Sendable {
    package let language: Language
    /// Glossary terms (planet, sign, point names) of the language, for the Korean particle rule.
    let terms: [String]

    package init(language: Language, terms: [String] = []) {
        self.language = language
        self.terms = terms
    }

    /// A lint that knows the glossary's planet, sign, point and house names (for the Korean particle rule).
    package init(language: Language, glossary: Glossary?) {
        let termDomains: Set<String> = ["planet", "sign", "point", "house"]
        let terms = glossary.map { glossary in
            glossary.keys.filter { termDomains.contains(GrammarRequirements.domain(of: $0)) }.compactMap { glossary[$0]?.text }
        } ?? []
        self.init(language: language, terms: terms)
    }

    /// Findings in `prose` (report fields or paragraphs). `userText` (the person's name, the birth place)
    /// is the user's own and is never judged. `wholeReport`: the fields form one report, so a sentence
    /// may not repeat across them.
    package func findings(in prose: [String], userText: [String] = [], wholeReport: Bool = true) -> [LintFinding] {
        let texts = prose.map { Self.removing(userText, from: $0) }
        var found: [LintFinding] = []
        for text in texts {
            for rule in Self.patternRules where rule.applies(language) {
                found += rule.matches(in: text)
            }
            found += customFindings(in: text)
        }
        if wholeReport { found += repeatedSentences(in: texts) }
        var seen: Set<LintFinding> = []
        return found.filter { seen.insert($0).inserted }
    }

    /// A sentence (of at least three words or eight characters) that occurs twice.
    func repeatedSentences(in texts: [String]) -> [LintFinding] {
        var seen: Set<String> = []
        var found: [LintFinding] = []
        for text in texts {
            for sentence in Self.sentences(text) where sentence.count >= 8 {
                if !seen.insert(sentence).inserted {
                    found.append(LintFinding(rule: "repeated_sentence", excerpt: sentence, message: "said twice in one report"))
                }
            }
        }
        return found
    }

    static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if ".!?。！？\n".contains(character) {
                let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { result.append(trimmed) }
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !rest.isEmpty { result.append(rest) }
        return result
    }

    /// Blanks whole-word occurrences of the user's own strings (a name "Mar" leaves "Marte" alone).
    private static func removing(_ userText: [String], from text: String) -> String {
        // Compiled only when the text holds the string at all, which most report fields do not.
        userText.filter { !$0.isEmpty && text.contains($0) }.reduce(text) { text, user in
            let pattern = #"(?<![\p{L}\p{N}])"# + NSRegularExpression.escapedPattern(for: user) + #"(?![\p{L}\p{N}])"#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
            return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
        }
    }
}

/// A rule that is one regular expression (ICU syntax, through Foundation) for some languages. `@unchecked`:
/// every field is a constant, but Foundation does not mark `NSRegularExpression` `Sendable` (it is immutable and
/// documented as safe to share between threads), so Swift 6 cannot check what is true of it.
struct PatternRule: @unchecked Sendable {
    let id: String
    let languages: Set<Language>
    /// Nil only if the pattern does not compile; `LanguageLintTests` compiles every rule.
    let regex: NSRegularExpression?
    let message: String

    init(_ id: String, _ languages: Set<Language>, _ pattern: String, caseInsensitive: Bool = false, _ message: String) {
        self.id = id
        self.languages = languages
        // The patterns are literals of this file's rules, compiled once; a test compiles every one.
        self.regex = try? NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        self.message = message
    }

    func applies(_ language: Language) -> Bool { languages.contains(language) }

    func matches(in text: String) -> [LintFinding] {
        guard let regex else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { LintFinding(rule: id, excerpt: Self.context(text, $0), message: message) }
        }
    }

    /// The match with a few characters around it, so the finding can be found in the report.
    static func context(_ text: String, _ range: Range<String.Index>) -> String {
        let start = text.index(range.lowerBound, offsetBy: -12, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(range.upperBound, offsetBy: 12, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[start..<end]).replacingOccurrences(of: "\n", with: " ")
    }
}
