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

    /// What `glossary import` did: the merged glossaries, and the catalog's keys it left alone because the
    /// pipeline does not own them (the app's interface strings: settings, onboarding, errors …).
    package struct Import: Sendable {
        package var glossaries: [Language: Glossary]
        package var ignoredKeys: [String]
    }

    /// Reads a catalog back into `glossaries`, for the keys the pipeline owns (those of the English glossary):
    /// values and comments from the catalog replace those of existing entries (file positions and flags are
    /// kept); a language's missing entry is added. Every other key is counted in `ignoredKeys`, never merged.
    package static func importCatalog(_ data: Data, into glossaries: [Language: Glossary]) throws(LocalizationError) -> Import {
        let owned = Set(glossaries[.base]?.keys ?? [])
        var result = glossaries
        var ignored: [String] = []
        for string in try strings(data) {
            guard owned.contains(string.key) else { ignored.append(string.catalogKey); continue }
            merge(string, into: &result)
        }
        return Import(glossaries: result, ignoredKeys: ignored.sorted())
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
        var localizations: [(Language, GlossaryEntry.Content)]
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
            var localizations: [(Language, GlossaryEntry.Content)] = []
            for localization in string.value["localizations"]?.members ?? [] {
                guard let language = Language(rawValue: localization.key) else { continue }
                localizations.append((language, try content(of: localization.value, key: string.key)))
            }
            return CatalogString(catalogKey: string.key, key: key, form: form, comment: string.value["comment"]?.string,
                                 localizations: localizations)
        }
    }

    private static func merge(_ string: CatalogString, into glossaries: inout [Language: Glossary]) {
        for (language, content) in string.localizations {
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
