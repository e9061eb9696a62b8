import Foundation

/// The outcome of resolving a BCP 47 tag or an Accept-Language header to a report language.
package struct LanguageResolution: Sendable, Equatable {
    package enum Fallback: Sendable, Equatable {
        /// The request named no language at all (empty, "*", or only q=0 entries).
        case noLanguageRequested
        /// No requested language is one of the thirteen; the base language is used.
        case unsupported
        /// The tag could not be read as BCP 47.
        case malformed
    }

    /// The tag or header as given by the caller.
    package let requested: String
    package let language: Language
    /// nil when a requested language matched; otherwise why English was chosen.
    package let fallback: Fallback?

    package var fellBack: Bool { fallback != nil }

    /// Resolves one tag ("uk-UA", "zh_hant_hk", "pt") or an Accept-Language list
    /// ("fr-CH, fr;q=0.9, en;q=0.8"), trying entries by descending q, ties in written order.
    package static func resolve(_ requested: String) -> LanguageResolution {
        let entries = acceptLanguageEntries(requested)
        guard !entries.isEmpty else {
            return LanguageResolution(requested: requested, language: .base, fallback: .noLanguageRequested)
        }
        var sawWellFormed = false
        for tag in entries {
            guard let subtags = subtags(of: tag) else { continue }
            sawWellFormed = true
            if let language = match(subtags) {
                return LanguageResolution(requested: requested, language: language, fallback: nil)
            }
        }
        return LanguageResolution(requested: requested, language: .base,
                                  fallback: sawWellFormed ? .unsupported : .malformed)
    }

    /// Tags with q > 0, best first; "*" is dropped because it names no language.
    static func acceptLanguageEntries(_ header: String) -> [String] {
        var weighted: [(tag: String, q: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty, tag != "*" else { continue }
            var q = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                q = Double(parameter.dropFirst(2)) ?? 0
            }
            if q > 0 { weighted.append((tag, q, order)) }
        }
        return weighted.sorted { $0.q != $1.q ? $0.q > $1.q : $0.order < $1.order }.map(\.tag)
    }

    /// Lower-cased subtags, or nil when the tag is not shaped like BCP 47 (1–8 alphanumerics each).
    static func subtags(of tag: String) -> [String]? {
        let parts = tag.replacingOccurrences(of: "_", with: "-").lowercased()
            .split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let wellFormed = parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard wellFormed, let first = parts.first, (2...3).contains(first.count) || first == "i" || first == "x"
        else { return nil }
        return parts
    }

    static func match(_ subtags: [String]) -> Language? {
        let rest = subtags.dropFirst()
        switch subtags[0] {
        case "zh", "cmn":
            return chineseScript(rest)
        case "pt":
            return .ptBR // pt-PT readers get Brazilian Portuguese rather than English.
        case "en", "eng": return .en
        case "uk", "ukr": return .uk
        case "de", "deu", "ger": return .de
        case "fr", "fra", "fre": return .fr
        case "es", "spa": return .es
        case "it", "ita": return .it
        case "ja", "jpn": return .ja
        case "ko", "kor": return .ko
        case "ru", "rus": return .ru
        case "tr", "tur": return .tr
        default: return nil
        }
    }

    /// An explicit script wins; otherwise the regions that write Traditional characters.
    private static func chineseScript(_ rest: ArraySlice<String>) -> Language {
        if rest.contains("hant") { return .zhHant }
        if rest.contains("hans") { return .zhHans }
        return rest.contains(where: { ["tw", "hk", "mo"].contains($0) }) ? .zhHant : .zhHans
    }
}
