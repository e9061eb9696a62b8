import Synchronization
import Foundation

/// What a placeholder is filled with.
package enum LocalizedArgument: Sendable, Equatable {
    /// A glossary key (`sign.libra`); the placeholder picks the grammatical form.
    case term(String)
    /// Text used as is (a name, an already rendered phrase).
    case text(String)
    /// An integer written with the language's digits and grouping.
    case number(Int)
}

/// The English fallbacks one piece of output met (one report), so a report lists only its own. Its keys sit in a
/// `Mutex`: the phrasebook that holds it is meant for one thread, and nothing else made that true.
package final class FallbackLog: Sendable {
    private let entries = Mutex<Set<String>>([])
    package init() {}
    package var keys: Set<String> { entries.withLock { $0 } }
    func insert(_ key: String) { _ = entries.withLock { $0.insert(key) } }
}

/// The API report templates call: looks strings up in the loaded glossaries, picks plural variants and
/// grammatical forms, fills placeholders and applies the language's grammar rules. A string missing in a
/// language falls back to English and is noted in the caller's `FallbackLog`; output never contains a raw key.
package final class Localizer: Sendable {
    package let glossaries: [Language: Glossary]
    private let patterns: [String: GlossaryPattern]

    /// `glossaries` must contain English; other languages may be absent (everything then falls back).
    package init(glossaries: [Language: Glossary]) throws(LocalizationError) {
        guard glossaries[.base] != nil else { throw .missingGlossary(Glossary.fileName(for: .base)) }
        self.glossaries = glossaries
        patterns = Self.parseAll(glossaries)
    }

    /// Renders `key` in `language`. `form` picks a grammatical form of a term entry (default nominative);
    /// `count` picks the plural variant and fills `{0}` when `args` is empty.
    /// `fallbacks`: where this output's own English fallbacks are noted (terms filled in included).
    package func lookup(_ key: String, language: Language, form: String? = nil, count: Int? = nil,
                       args: [LocalizedArgument] = [], fallbacks: FallbackLog? = nil) throws(LocalizationError) -> String {
        guard let english = glossaries[.base]?[key] else { throw .unknownKey(key) }
        let text = raw(key, english: english, language: language, form: form, count: count, fallbacks: fallbacks)
        let arguments = args.isEmpty ? count.map { [LocalizedArgument.number($0)] } ?? [] : args
        return Grammar.finish(try fill(pattern(text), arguments: arguments, language: language, fallbacks: fallbacks), language: language)
    }

    /// Every glossary string parsed once, up front: lookups are many and run on many threads, so the
    /// table is immutable and read without a lock. A string not in it (a derived form) is parsed on the spot.
    private func pattern(_ text: String) -> GlossaryPattern {
        patterns[text] ?? GlossaryPattern(text)
    }

    private static func parseAll(_ glossaries: [Language: Glossary]) -> [String: GlossaryPattern] {
        var table: [String: GlossaryPattern] = [:]
        for glossary in glossaries.values {
            for entry in glossary.entries.values {
                let texts: [String]
                switch entry.content {
                case .text(let text): texts = [text]
                case .forms(let forms): texts = forms.map(\.value)
                case .plural(let variants): texts = Array(variants.values)
                }
                for text in texts where table[text] == nil { table[text] = GlossaryPattern(text) }
            }
        }
        return table
    }

    /// The unfilled string for one key: the language's own, else English (noted in `fallbacks`).
    private func raw(_ key: String, english: GlossaryEntry, language: Language, form: String?, count: Int?,
                     fallbacks: FallbackLog?) -> String {
        let own = glossaries[language]?[key]
        if let own, let text = pick(own, language: language, form: form, count: count) { return text }
        if language != .base { fallbacks?.insert(key) }
        // English always has the key; its nominative stands in for a form English lacks.
        return pick(english, language: .base, form: form, count: count) ?? english.text ?? ""
    }

    private func pick(_ entry: GlossaryEntry, language: Language, form: String?, count: Int?) -> String? {
        switch entry.content {
        case .plural(let variants):
            let category = PluralRules.cardinal(count ?? 0, language: language)
            return variants[category].flatMap { $0.isEmpty ? nil : $0 }
        case .text, .forms:
            let name = form ?? GlossaryEntry.GrammaticalForm.nominative
            let value = entry.form(name) ?? entry.text.flatMap { Grammar.derivedForm(name, of: $0, language: language) }
            return value.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    private func fill(_ template: GlossaryPattern, arguments: [LocalizedArgument], language: Language,
                      fallbacks: FallbackLog?) throws(LocalizationError) -> String {
        var output = ""
        for segment in template.segments {
            switch segment {
            case .literal(let text):
                output += text
            case .placeholder(let placeholder):
                guard placeholder.index < arguments.count else {
                    throw LocalizationError(code: .glossaryMissingArgument,
                                            message: "placeholder {\(placeholder.index)} has no argument (\(arguments.count) given)")
                }
                let value = try argument(arguments[placeholder.index], form: placeholder.form, language: language, fallbacks: fallbacks)
                output += value
                if let particle = placeholder.particle { output += Grammar.koreanParticle(particle, after: value) }
            }
        }
        return output
    }

    private func argument(_ argument: LocalizedArgument, form: String?, language: Language,
                          fallbacks: FallbackLog?) throws(LocalizationError) -> String {
        switch argument {
        case .text(let text): text
        case .number(let number): LocaleFormatting.shared.integer(number, language: language)
        case .term(let key): try lookup(key, language: language, form: form, fallbacks: fallbacks)
        }
    }

}
