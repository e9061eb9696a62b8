import Foundation

/// The release check: compares every language's glossary with English and returns every finding.
/// Pure: it works on decoded glossaries; `GlossaryLoader.check(directory:)` reads the files.
package enum GlossaryCheck {
    /// `glossaries` holds what could be read; `unreadable` holds one finding per file that could not.
    package static func findings(glossaries: [Language: Glossary], unreadable: [GlossaryFinding] = []) -> [GlossaryFinding] {
        var findings = unreadable + Language.allCases.compactMap { glossaries[$0]?.problems }.flatMap { $0 }
        for language in Language.allCases {
            guard let glossary = glossaries[language] else { continue }
            findings += sharedTermFindings(glossary) + sameNameFindings(glossary) + lintFindings(glossary)
        }
        guard let english = glossaries[.base] else { return findings }
        findings += englishFindings(english)
        for language in Language.allCases where language != .base {
            guard let glossary = glossaries[language] else { continue }
            findings += compare(glossary, with: english)
        }
        return findings
    }

    /// English must explain every entry to translators, including every placeholder it uses.
    static func englishFindings(_ english: Glossary) -> [GlossaryFinding] {
        var findings: [GlossaryFinding] = []
        for key in english.keys {
            guard let entry = english[key] else { continue }
            let file = Glossary.fileName(for: .base, key: key)
            let finding = { (kind: GlossaryFinding.Kind, message: String) in
                GlossaryFinding(kind: kind, file: file, key: key, line: entry.line, column: entry.column, message: message)
            }
            let indices = entry.labelledValues.reduce(into: Set<Int>()) { $0.formUnion(GlossaryPattern($1.value).argumentIndices) }
            let comment = entry.comment ?? ""
            if comment.trimmingCharacters(in: .whitespaces).isEmpty {
                findings.append(finding(.missingComment, "English entries need a comment for translators"))
            } else if let unexplained = indices.sorted().first(where: { !comment.contains("{\($0)}") }) {
                findings.append(finding(.missingComment, "the comment does not say what {\(unexplained)} holds"))
            }
            let isPlural = if case .plural = entry.content { true } else { false }
            if !isPlural, let highest = indices.max(), entry.argumentDomains.count != highest + 1 {
                findings.append(finding(.invalidEntry, "\"args\" must name the domain of each of its \(highest + 1) placeholder(s)"))
            }
            findings += commonFindings(entry, key: key, language: .base, file: file)
            findings += EntryComparison(entry: entry, base: entry, key: key, language: .base).findings.map { finding($0.0, $0.1) }
        }
        return findings
    }

    static func compare(_ glossary: Glossary, with english: Glossary) -> [GlossaryFinding] {
        let language = glossary.language
        var findings: [GlossaryFinding] = []
        let problemKeys = Set(glossary.problems.compactMap(\.key))
        for key in english.keys where glossary[key] == nil && !problemKeys.contains(key) {
            findings.append(GlossaryFinding(kind: .missingKey, file: Glossary.fileName(for: language, key: key), key: key,
                                            message: "missing; English is shown instead"))
        }
        for key in glossary.keys {
            guard let entry = glossary[key] else { continue }
            let file = Glossary.fileName(for: language, key: key)
            let finding = { (kind: GlossaryFinding.Kind, message: String) in
                GlossaryFinding(kind: kind, file: file, key: key, line: entry.line, column: entry.column, message: message)
            }
            guard let base = english[key] else {
                findings.append(finding(.unknownKey, "not in \(Glossary.fileName(for: .base, key: key)); remove it or add it there first"))
                continue
            }
            findings += commonFindings(entry, key: key, language: language, file: file)
            findings += EntryComparison(entry: entry, base: base, key: key, language: language).findings.map { finding($0.0, $0.1) }
        }
        return findings
    }

    /// Checks that do not need English: empty strings, plural categories, required forms, usable template forms.
    static func commonFindings(_ entry: GlossaryEntry, key: String, language: Language, file: String) -> [GlossaryFinding] {
        let finding = { (kind: GlossaryFinding.Kind, message: String) in
            GlossaryFinding(kind: kind, file: file, key: key, line: entry.line, column: entry.column, message: message)
        }
        var findings: [GlossaryFinding] = []
        for (label, value) in entry.labelledValues where value.trimmingCharacters(in: .whitespaces).isEmpty {
            findings.append(finding(.emptyValue, "\(label) is empty"))
        }
        let domain = GrammarRequirements.domain(of: key)
        switch entry.content {
        case .plural(let variants):
            let required = PluralRules.cardinalCategories(language)
            let given = variants.keys.sorted()
            if given != required {
                findings.append(finding(.pluralCategories, "has \(names(given)); \(language.code) needs exactly \(names(required))"))
            }
        case .text, .forms:
            let missing = GrammarRequirements.requiredForms(domain: domain, language: language).filter { entry.form($0) == nil }
            if !missing.isEmpty {
                findings.append(finding(.missingForm, "needs form(s) \(missing.joined(separator: ", ")) for \(domain) in \(language.code)"))
            }
        }
        return findings
    }

    /// Domains whose entries name distinct astrological concepts; chart section headers too, which is
    /// where the app's Turkish used "Açılar" for both angles and aspects.
    static let conceptDomains: Set<String> = ["sign", "planet", "point", "aspect", "house", "element", "modality", "moonphase"]

    /// Two concepts must never share one word within a language.
    static func sharedTermFindings(_ glossary: Glossary) -> [GlossaryFinding] {
        var firstKey: [String: String] = [:]
        var findings: [GlossaryFinding] = []
        for key in glossary.keys {
            let isConcept = conceptDomains.contains(GrammarRequirements.domain(of: key)) || key.hasPrefix("chart.section.")
            guard isConcept, !key.hasPrefix("point.abbr."), let entry = glossary[key], let text = entry.text else { continue }
            if let other = firstKey[text] {
                findings.append(GlossaryFinding(kind: .sharedTerm, file: Glossary.fileName(for: glossary.language, key: key), key: key,
                                                line: entry.line, column: entry.column,
                                                message: "\"\(text)\" already names \(other); two concepts need two words"))
            } else {
                firstKey[text] = key
            }
        }
        return findings
    }

    /// Share cards name the report sections as the report does: the same words, upper-cased where the card
    /// shouts (`share.key_influences.title`), so a reader never meets two names for one thing.
    static let sameNames: [(key: String, source: String, upperCased: Bool)] = [
        ("share.key_influences.title", "report.section.key_influences", true),
        ("share.recommendations.title", "report.section.recommendations", false),
    ]

    static func sameNameFindings(_ glossary: Glossary) -> [GlossaryFinding] {
        let locale = Locale(identifier: glossary.language.localeIdentifier)
        return sameNames.compactMap { rule in
            guard let entry = glossary[rule.key], let text = entry.text, let source = glossary[rule.source]?.text else { return nil }
            let expected = rule.upperCased ? source.uppercased(with: locale) : source
            guard text != expected else { return nil }
            return GlossaryFinding(kind: .inconsistentName, file: Glossary.fileName(for: glossary.language, key: rule.key), key: rule.key,
                                   line: entry.line, column: entry.column,
                                   message: "must read \"\(expected)\" (\(rule.source)): one name per thing")
        }
    }

    /// The language lint over every string of the glossary as the program finishes it (Ukrainian euphony
    /// applied), placeholders read as "…".
    static func lintFindings(_ glossary: Glossary) -> [GlossaryFinding] {
        let lint = LanguageLint(language: glossary.language, glossary: glossary)
        var findings: [GlossaryFinding] = []
        for key in glossary.keys {
            guard let entry = glossary[key] else { continue }
            for (label, value) in entry.labelledValues {
                let literals = GlossaryPattern(value).segments.map { if case .literal(let literal) = $0 { literal } else { "…" } }
                let text = Grammar.finish(literals.joined(), language: glossary.language)
                for finding in lint.findings(in: [text], wholeReport: false) {
                    findings.append(GlossaryFinding(kind: .lint, file: Glossary.fileName(for: glossary.language, key: key), key: key,
                                                    line: entry.line, column: entry.column, message: "\(label): \(finding)"))
                }
            }
        }
        return findings
    }

    private static func names(_ categories: [PluralCategory]) -> String {
        categories.map(\.rawValue).joined(separator: ", ")
    }
}
