import Foundation
import JSON

/// Xcode String Catalog (.xcstrings) interchange with the iOS app.
///
/// Mapping (documented in Glossaries/README.md): a glossary key becomes a catalog key; a grammatical form
/// other than the nominative becomes `key@form`; plural entries use `variations.plural`; the English
/// comment becomes the catalog comment. Simple placeholders `{n}` become `%(n+1)$@` (`%(n+1)$lld` for a
/// plural count) so `String(localized:)` can fill them; placeholders with a form or particle (`{1:in}`)
/// are pipeline-only and travel verbatim.
package enum StringCatalog {
    static let formSeparator: Character = "@"

    package static func export(_ glossaries: [Language: Glossary]) throws(LocalizationError) -> Data {
        guard let english = glossaries[.base] else { throw .missingGlossary(Glossary.fileName(for: .base)) }
        var strings: [(String, JSONValue)] = []
        for key in english.keys {
            guard let base = english[key] else { continue }
            let isPlural = if case .plural = base.content { true } else { false }
            for form in isPlural ? [nil] : base.formNames.map(Optional.some) {
                let catalogKey = form.flatMap { $0 == GlossaryEntry.GrammaticalForm.nominative ? nil : "\(key)\(formSeparator)\($0)" } ?? key
                var localizations: [(String, JSONValue)] = []
                for language in Language.allCases {
                    guard let entry = glossaries[language]?[key] else { continue }
                    if case .plural(let variants) = entry.content {
                        let plural = variants.map { ($0.key.rawValue, unit(toCatalog($0.value, countIsNumber: true))) }
                        localizations.append((language.code, ["variations": ["plural": .object(plural)]]))
                    } else if let value = entry.form(form ?? GlossaryEntry.GrammaticalForm.nominative) {
                        localizations.append((language.code, unit(toCatalog(value, countIsNumber: false))))
                    }
                }
                var item: [(String, JSONValue)] = [("extractionState", "manual"), ("localizations", .object(localizations))]
                if let comment = base.comment { item.append(("comment", .string(comment))) }
                strings.append((catalogKey, .object(item)))
            }
        }
        let catalog: JSONValue = ["sourceLanguage": .string(Language.base.code), "version": "1.0", "strings": .object(strings)]
        return Data(catalog.serialized(sortingKeys: true, indented: true).utf8)
    }

    /// What `glossary import` would do: the merged glossaries, the catalog's keys it left alone because the
    /// pipeline does not own them (the app's interface strings: settings, onboarding, errors …), the values where
    /// the catalog and the glossary disagree, and the values it refused because they are no translation.
    package struct Import: Sendable {
        package var glossaries: [Language: Glossary]
        package var ignoredKeys: [String]
        /// Both sides translated, differently: ours is kept unless the operator takes theirs.
        package var conflicts: [Conflict] = []
        /// Values taken from the catalog (new ones, and conflicts resolved as theirs).
        package var taken = 0
        /// Catalog values that are no translation (marked new or needs_review, or the English text copied):
        /// never taken, so an untranslated copy cannot replace a translation.
        package var untranslated: [String] = []
    }

    /// One value both sides translated differently (`key` as the catalog names it, with its form).
    package struct Conflict: Sendable, Equatable, CustomStringConvertible {
        package var key: String
        package var language: Language
        package var ours: String
        package var theirs: String

        package var description: String { "\(key) [\(language.code)]: ours \"\(ours)\", theirs \"\(theirs)\"" }
    }

    /// Reads a catalog back into `glossaries`, for the keys the pipeline owns (those of the English glossary). A
    /// value is taken only where it is a real translation (marked translated, and not the English text copied);
    /// where the glossary already has another translation it is a conflict, and ours is kept unless
    /// `preferTheirs`. A language's missing value is added. Every other key is counted in `ignoredKeys`.
    package static func importCatalog(_ data: Data, into glossaries: [Language: Glossary],
                                      preferTheirs: Bool = false) throws(LocalizationError) -> Import {
        let owned = Set(glossaries[.base]?.keys ?? [])
        var result = Import(glossaries: glossaries, ignoredKeys: [])
        for string in try strings(data) {
            guard owned.contains(string.key) else { result.ignoredKeys.append(string.catalogKey); continue }
            var accepted = string
            accepted.localizations = string.localizations.filter { language, content, state in
                let ours = current(glossaries[language]?[string.key], form: string.form, like: content)
                guard ours != content else { return false }
                let english = glossaries[.base]?[string.key]
                // The English text in another language: no translation, unless English allows it and we have none
                // (never over a translation we have: that is how "財務" became "Finances").
                let copied = language != .base && content == current(english, form: string.form, like: content)
                    && (ours != nil || english?.allowsSameAsEnglish != true)
                guard state == nil || state == "translated", !copied else {
                    result.untranslated.append("\(string.catalogKey) [\(language.code)]")
                    return false
                }
                if let ours {
                    result.conflicts.append(Conflict(key: string.catalogKey, language: language, ours: text(ours), theirs: text(content)))
                    guard preferTheirs else { return false }
                }
                result.taken += 1
                return true
            }
            if !preferTheirs { accepted.comment = nil }
            merge(accepted, into: &result.glossaries)
        }
        result.ignoredKeys.sort()
        return result
    }

    /// The glossary's value of `form` (nil: nominative) shaped like `content` (a string or plural variants).
    private static func current(_ entry: GlossaryEntry?, form: String?, like content: GlossaryEntry.Content) -> GlossaryEntry.Content? {
        guard let entry else { return nil }
        if case .plural = content { return if case .plural = entry.content { entry.content } else { nil } }
        return entry.form(form ?? GlossaryEntry.GrammaticalForm.nominative).map(GlossaryEntry.Content.text)
    }

    private static func text(_ content: GlossaryEntry.Content) -> String {
        switch content {
        case .text(let value): value
        case .forms(let forms): forms.map { "\($0.name): \($0.value)" }.joined(separator: "; ")
        case .plural(let variants): variants.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value)" }.joined(separator: "; ")
        }
    }

    /// Every key of a catalog as glossaries, the app's own strings included: what `glossary check --catalog`
    /// lints (a report about the app's catalog, not the pipeline's release check).
    package static func glossaries(fromCatalog data: Data) throws(LocalizationError) -> [Language: Glossary] {
        var result: [Language: Glossary] = [:]
        for string in try strings(data) { merge(string, into: &result) }
        return result
    }

    private struct CatalogString {
        var catalogKey: String
        var key: String
        var form: String?
        var comment: String?
        /// Each language's value and its `stringUnit.state` (`translated`, `new`, `needs_review`; the worst of a
        /// plural's variants).
        var localizations: [(language: Language, content: GlossaryEntry.Content, state: String?)]
    }

    private static func strings(_ data: Data) throws(LocalizationError) -> [CatalogString] {
        guard let text = String(data: data, encoding: .utf8) else { throw .invalidCatalog("not UTF-8") }
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch {
            throw .invalidCatalog("line \(error.line), column \(error.column): \(error.reason)")
        }
        guard let strings = root["strings"]?.members else { throw .invalidCatalog("no \"strings\" object") }
        return try strings.map { string throws(LocalizationError) in
            let (key, form) = split(string.key)
            var localizations: [(language: Language, content: GlossaryEntry.Content, state: String?)] = []
            for localization in string.value["localizations"]?.members ?? [] {
                guard let language = Language(rawValue: localization.key) else { continue }
                localizations.append((language, try content(of: localization.value, key: string.key), state(of: localization.value)))
            }
            return CatalogString(catalogKey: string.key, key: key, form: form, comment: string.value["comment"]?.string,
                                 localizations: localizations)
        }
    }

    /// The localization's state; for plural variants the first that is not `translated`.
    private static func state(of localization: JSONValue) -> String? {
        if let unit = localization["stringUnit"] { return unit["state"]?.string }
        let states = (localization["variations"]?["plural"]?.members ?? []).map { $0.value["stringUnit"]?["state"]?.string }
        return states.first { $0 != nil && $0 != "translated" } ?? states.first ?? nil
    }

    private static func merge(_ string: CatalogString, into glossaries: inout [Language: Glossary]) {
        for (language, content, _) in string.localizations {
            var glossary = glossaries[language] ?? Glossary(language: language, entries: [])
            glossary.merge(key: string.key, form: string.form, content: content, comment: language == .base ? string.comment : nil)
            glossaries[language] = glossary
        }
    }

    private static func content(of localization: JSONValue, key: String) throws(LocalizationError) -> GlossaryEntry.Content {
        if let value = localization["stringUnit"]?["value"]?.string {
            return .text(fromCatalog(value))
        }
        guard let plural = localization["variations"]?["plural"]?.members else {
            throw .invalidCatalog("\(key): a localization needs a stringUnit or variations.plural")
        }
        var variants: [PluralCategory: String] = [:]
        for variant in plural {
            guard let category = PluralCategory(rawValue: variant.key),
                  let value = variant.value["stringUnit"]?["value"]?.string
            else { throw .invalidCatalog("\(key): bad plural variant \"\(variant.key)\"") }
            variants[category] = fromCatalog(value)
        }
        return .plural(variants)
    }

    private static func unit(_ value: String) -> JSONValue {
        ["stringUnit": ["state": "translated", "value": .string(value)]]
    }

    private static func split(_ catalogKey: String) -> (String, String?) {
        // App keys such as "%@ • %@" contain "@" too; only a trailing form name counts.
        guard let at = catalogKey.lastIndex(of: formSeparator) else { return (catalogKey, nil) }
        let form = catalogKey[catalogKey.index(after: at)...]
        guard !form.isEmpty, form.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) else { return (catalogKey, nil) }
        return (String(catalogKey[..<at]), String(form))
    }

    static func toCatalog(_ value: String, countIsNumber: Bool) -> String {
        GlossaryPattern(value).segments.map { segment in
            switch segment {
            case .literal(let text): return text.replacingOccurrences(of: "%", with: "%%")
            case .placeholder(let p) where p.form == nil && p.particle == nil:
                return "%\(p.index + 1)$" + (countIsNumber && p.index == 0 ? "lld" : "@")
            case .placeholder(let p):
                return "{\(p.index)\(p.form.map { ":\($0)" } ?? "")\(p.particle.map { "|\($0)" } ?? "")}"
            }
        }.joined()
    }

    static func fromCatalog(_ value: String) -> String {
        var output = ""
        var rest = Substring(value)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                output += "%"
                rest = after.dropFirst()
                continue
            }
            let digits = after.prefix { $0.isNumber }
            let spec = after.dropFirst(digits.count)
            if let position = Int(digits), spec.first == "$",
               let kind = ["lld", "@", "d"].first(where: { spec.dropFirst().hasPrefix($0) }) {
                output += "{\(position - 1)}"
                rest = spec.dropFirst(1 + kind.count)
            } else {
                output += "%"
                rest = after
            }
        }
        return output + rest
    }
}
