import Localization
import Report
import Support

/// The values a listing filter (`reports`, `retry`) may take: a value outside them would match nothing and look
/// like "no such reports", so it is refused with the nearest known value instead.
package enum FilterValue {
    package static let languages = Language.allCases.map(\.rawValue)
    package static let areas = ReportArea.allCases.map(\.rawValue)
    package static let codes = OutcomeCode.allCases.map(\.rawValue)

    /// Names people use for an area other than its code ("Wellness" is how reports title `health`).
    static let areaAliases = ["wellness": "health", "money": "finances", "love": "relationships", "overview": "general"]

    /// Nil when `value` is one of `known`; else why not, with the nearest known value when one is close:
    /// "'uk-UA' is not a language code here (did you mean 'uk'?)".
    package static func problem(_ value: String, known: [String], what: String) -> String? {
        guard !known.contains(value) else { return nil }
        let hint = nearest(value, in: known).map { " (did you mean '\($0)'?)" } ?? " (one of: \(known.joined(separator: ", ")))"
        return "'\(value)' is not \(what)\(hint)"
    }

    static func nearest(_ value: String, in known: [String]) -> String? {
        let lowered = value.lowercased()
        if let alias = areaAliases[lowered], known.contains(alias) { return alias }
        // A regional tag of a language we write ("uk-UA" → "uk"), a code without its prefix ("http_401").
        if let base = known.first(where: { lowered.hasPrefix($0.lowercased() + "-") || lowered.hasPrefix($0.lowercased() + "_") }) {
            return base
        }
        if let prefixed = known.first(where: { $0.lowercased().hasSuffix("_" + lowered) }) { return prefixed }
        if let cased = known.first(where: { $0.lowercased() == lowered }) { return cased }
        let scored = known.map { ($0, distance(lowered, $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= max(1, lowered.count / 3), score < lowered.count else { return nil }
        return best
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
