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
    /// Every entry of every language parsed once, up front: lookups are many (hundreds per report) and run on many
    /// threads, so the table is immutable and read without a lock, and one hash of the key finds a parsed string.
    private let prepared: [[String: PreparedEntry]]

    /// `glossaries` must contain English; other languages may be absent (everything then falls back).
    package init(glossaries: [Language: Glossary]) throws(LocalizationError) {
        guard glossaries[.base] != nil else { throw .missingGlossary(Glossary.fileName(for: .base)) }
        self.glossaries = glossaries
        prepared = Language.allCases.map { language in glossaries[language]?.entries.mapValues(PreparedEntry.init) ?? [:] }
    }

    /// Renders `key` in `language`. `form` picks a grammatical form of a term entry (default nominative);
    /// `count` picks the plural variant and fills `{0}` when `args` is empty.
    /// `fallbacks`: where this output's own English fallbacks are noted (terms filled in included).
    package func lookup(_ key: String, language: Language, form: String? = nil, count: Int? = nil,
                       args: [LocalizedArgument] = [], fallbacks: FallbackLog? = nil) throws(LocalizationError) -> String {
        guard let english = prepared[Self.baseIndex][key] else { throw .unknownKey(key) }
        let pattern = raw(key, english: english, language: language, form: form, count: count, fallbacks: fallbacks)
        // Most strings (every interpretation text) are one literal: nothing to fill.
        if pattern.segments.count == 1, case .literal(let text) = pattern.segments[0] { return Grammar.finish(text, language: language) }
        let arguments = args.isEmpty ? count.map { [LocalizedArgument.number($0)] } ?? [] : args
        return Grammar.finish(try fill(pattern, arguments: arguments, language: language, fallbacks: fallbacks), language: language)
    }

    private static let baseIndex = Language.allCases.firstIndex(of: .base) ?? 0

    /// The parsed, unfilled string for one key: the language's own, else English (noted in `fallbacks`).
    private func raw(_ key: String, english: PreparedEntry, language: Language, form: String?, count: Int?,
                     fallbacks: FallbackLog?) -> GlossaryPattern {
        let own = language == .base ? english : prepared[Language.allCases.firstIndex(of: language) ?? Self.baseIndex][key]
        if let own, let pattern = own.pick(language: language, form: form, count: count) { return pattern }
        if language != .base { fallbacks?.insert(key) }
        // English always has the key; its nominative stands in for a form English lacks.
        return english.pick(language: .base, form: form, count: count) ?? english.nominative ?? GlossaryPattern("")
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

/// One glossary entry with its strings parsed: the nominative (or plain string), the other forms by name, or the
/// plural variants by category.
private struct PreparedEntry {
    let nominative: GlossaryPattern?
    /// The nominative's text, for forms a rule derives from it (the Turkish locative).
    let nominativeText: String?
    let forms: [String: GlossaryPattern]
    let plural: [PluralCategory: GlossaryPattern]?

    init(_ entry: GlossaryEntry) {
        func parsed(_ text: String) -> GlossaryPattern? { text.isEmpty ? nil : GlossaryPattern(text) }
        nominativeText = entry.text
        switch entry.content {
        case .text(let text):
            nominative = parsed(text)
            forms = [:]
            plural = nil
        case .forms(let list):
            nominative = list.first { $0.name == GlossaryEntry.GrammaticalForm.nominative }.flatMap { parsed($0.value) }
            forms = Dictionary(list.compactMap { form in parsed(form.value).map { (form.name, $0) } }, uniquingKeysWith: { first, _ in first })
            plural = nil
        case .plural(let variants):
            nominative = nil
            forms = [:]
            plural = variants.compactMapValues(parsed)
        }
    }

    /// The variant a lookup asks for; nil when the entry has none (the caller falls back to English).
    func pick(language: Language, form: String?, count: Int?) -> GlossaryPattern? {
        if let plural { return plural[PluralRules.cardinal(count ?? 0, language: language)] }
        guard let form, form != GlossaryEntry.GrammaticalForm.nominative else { return nominative }
        if let pattern = forms[form] { return pattern }
        return nominativeText.flatMap { Grammar.derivedForm(form, of: $0, language: language) }.map(GlossaryPattern.init)
    }
}
