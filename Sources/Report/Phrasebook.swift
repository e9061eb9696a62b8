import Foundation
import Localization

/// One language's view of the glossaries for one piece of output: never throws and never returns a key.
/// A key English lacks, or a string that cannot be filled, yields "" and is kept in `issues`; strings
/// missing in the language come from English and are noted in `fallbacks` (and counted by the `Localizer`).
final class Phrasebook {
    let localizer: Localizer
    let language: Language
    private(set) var issues: [String] = []
    /// The English fallbacks this phrasebook's output met (`fallbackStrings` of the report).
    let fallbacks = FallbackLog()

    init(localizer: Localizer, language: Language) {
        self.localizer = localizer
        self.language = language
    }

    func text(_ key: String, _ arguments: LocalizedArgument..., form: String? = nil, count: Int? = nil) -> String {
        text(key, arguments: arguments, form: form, count: count)
    }

    func text(_ key: String, arguments: [LocalizedArgument], form: String? = nil, count: Int? = nil) -> String {
        do {
            return try localizer.lookup(key, language: language, form: form, count: count, args: arguments, fallbacks: fallbacks)
        } catch {
            note("\(key): \(error.message)")
            return ""
        }
    }

    func note(_ issue: String) {
        if !issues.contains(issue) { issues.append(issue) }
    }

    /// "a, b and c": `pattern.list` joins all but the last item, `pattern.list_end` the last (CLDR list patterns).
    /// "A and B"; "A, B and C" (CLDR's list patterns: a pair has its own, which differs in ja).
    func list(_ items: [String]) -> String {
        guard var joined = items.first else { return "" }
        if items.count == 2 { return text("pattern.list_two", .text(joined), .text(items[1])) }
        for (offset, item) in items.enumerated().dropFirst() {
            joined = text(offset == items.count - 1 ? "pattern.list_end" : "pattern.list", .text(joined), .text(item))
        }
        return joined
    }

    /// A plural count for prose: zero has its own string (`KEY.zero`: "no planets", "keine Planeten", "なし"),
    /// small numbers are written as words where the language does ("fünf Planeten"), others in digits.
    func count(_ key: String, _ number: Int) -> String {
        if number == 0 { return text(key + ".zero") }
        if let words = LocaleFormatting.shared.spelledOut(number, language: language) { return text(key, .text(words), count: number) }
        return text(key, count: number)
    }

    /// Sentences of one paragraph, each starting with a capital where the script has case (a pattern may open with
    /// a term in its lower-case form: "{0:definite} …" → "The Sun …"); CJK scripts need no space between them.
    func sentences(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.map(capitalized).joined(separator: language.usesSpaces ? " " : "")
    }

    /// The first letter in upper case (locale-aware: Turkish i → İ); scripts without case are unchanged.
    func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased(with: .init(identifier: language.localeIdentifier)) + text.dropFirst()
    }
}

extension Character {
    func uppercased(with locale: Locale) -> String { String(self).uppercased(with: locale) }
}
