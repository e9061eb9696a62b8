import Foundation

/// Compares one translated entry with its English entry: same kind, same placeholders, forms a template
/// may use, and text left identical to English.
struct EntryComparison {
    let entry: GlossaryEntry
    let base: GlossaryEntry
    let key: String
    let language: Language

    var findings: [(GlossaryFinding.Kind, String)] {
        guard sameKind else {
            return [(.kindMismatch, "English has \(kindName(base.content)) but this has \(kindName(entry.content))")]
        }
        return placeholderFindings + formUseFindings + sameAsEnglishFindings
    }

    private var sameKind: Bool {
        switch (entry.content, base.content) {
        case (.plural, .plural): true
        case (.plural, _), (_, .plural): false
        default: true
        }
    }

    private func kindName(_ content: GlossaryEntry.Content) -> String {
        switch content {
        case .text: "a plain value"
        case .forms: "grammatical forms"
        case .plural: "plural variants"
        }
    }

    /// Every value must use exactly English's argument positions. A plural variant may leave out the count
    /// `{0}` ("une planète", "одна планета"), which is how those languages write one.
    private var placeholderFindings: [(GlossaryFinding.Kind, String)] {
        let expected = base.labelledValues.reduce(into: Set<Int>()) { $0.formUnion(GlossaryPattern($1.value).argumentIndices) }
        var findings: [(GlossaryFinding.Kind, String)] = []
        for (label, value) in entry.labelledValues {
            var used = GlossaryPattern(value).argumentIndices
            if case .plural = entry.content, expected.contains(0) { used.insert(0) }
            if used != expected {
                findings.append((.placeholderMismatch,
                                 "\(label) uses \(describe(used)) but English uses \(describe(expected))"))
            }
        }
        return findings
    }

    /// A pattern may ask each argument only for forms its domain declares in this language.
    private var formUseFindings: [(GlossaryFinding.Kind, String)] {
        guard !base.argumentDomains.isEmpty else { return [] }
        var findings: [(GlossaryFinding.Kind, String)] = []
        for (label, value) in entry.labelledValues {
            for placeholder in GlossaryPattern(value).placeholders {
                guard let form = placeholder.form, placeholder.index < base.argumentDomains.count else { continue }
                let domain = base.argumentDomains[placeholder.index]
                if !GrammarRequirements.isUsable(form: form, domain: domain, language: language) {
                    findings.append((.unusableForm, "\(label) asks {\(placeholder.index)} (\(domain)) for form \"\(form)\", "
                                     + "which \(domain) entries in \(language.code) do not declare"))
                }
            }
        }
        return findings
    }

    private var sameAsEnglishFindings: [(GlossaryFinding.Kind, String)] {
        guard language != .base, !base.allowsSameAsEnglish, let text = entry.text ?? pluralOther(entry), let english = base.text ?? pluralOther(base),
              text == english, Self.hasWords(english)
        else { return [] }
        return [(.sameAsEnglish, "\"\(text)\" is identical to English; translate it, or mark the English entry allowSameAsEnglish")]
    }

    /// Pure formats such as "{0} {1:in}" have nothing to translate.
    private static func hasWords(_ text: String) -> Bool {
        GlossaryPattern(text).segments.contains { segment in
            if case .literal(let literal) = segment { literal.contains { $0.isLetter } } else { false }
        }
    }

    private func pluralOther(_ entry: GlossaryEntry) -> String? {
        if case .plural(let variants) = entry.content { variants[.other] } else { nil }
    }

    private func describe(_ indices: Set<Int>) -> String {
        indices.isEmpty ? "no placeholders" : indices.sorted().map { "{\($0)}" }.joined(separator: " ")
    }
}
