import Foundation
import Localization

/// What `Samples.generate` found per language; `hasProblem` maps to the CLI's exit status 1.
package struct SamplesSummary: Sendable, Equatable, Codable {
    package struct LanguageResult: Sendable, Equatable, Codable {
        package var code: String
        package var written: Bool
        package var fallbackStrings: [String]
        package var unresolvedPlaceholders: [String]
        /// Whether `LanguageDetector` reads the report's prose as the requested language.
        package var languageMatches: Bool
        /// Broken app limits (`AppReport.violations()`).
        package var violations: [String]
        /// GlossaryPattern or glossary problems.
        package var issues: [String]
        /// Why the backend wrote nothing for this language (nil when it wrote the report).
        package var backendError: String?
        /// What the language lint found in the report's prose (`LanguageLint`).
        package var lint: [String]
        package var promptTokens: Int?
        package var completionTokens: Int?
        package var costUSD: Double?
        /// With a model: the claims about the chart the fact check found true, and whether the answer needed the
        /// corrective retry (nil offline: nothing was checked).
        package var factClaims: Int?
        package var corrected: Bool?
        /// Words, or characters for ja, ko, zh (see `ReadingStats`).
        package var length: Int
        package var readingMinutes: Int
        /// With `samples --exports`: the PDF's page count (nil when not exported or it failed) and what the PDF and
        /// share-card exports found (missing glyphs, text that does not fit, a failed print).
        package var pdfPages: Int?
        package var exportProblems: [String]?

        package var hasProblem: Bool {
            !written || !fallbackStrings.isEmpty || !unresolvedPlaceholders.isEmpty || !languageMatches
                || !violations.isEmpty || !issues.isEmpty || !lint.isEmpty || !(exportProblems ?? []).isEmpty
        }

        init(envelope: ReportEnvelope, output: BackendOutput, issues: [String], unresolved: [String], lint: [LintFinding],
             renderFallbacks: [String] = []) {
            let report = envelope.report
            let stats = ReadingStats(text: report.allText, language: envelope.language)
            code = envelope.languageCode
            written = true
            // The report's own fallbacks and those of the labels around it in the rendered files.
            fallbackStrings = Array(Set(envelope.generation.fallbackStrings + renderFallbacks)).sorted()
            unresolvedPlaceholders = unresolved
            languageMatches = LanguageDetector.matches(report.allText, envelope.language)
            violations = report.violations().map(\.description)
            self.issues = issues
            self.lint = lint.map(\.description)
            promptTokens = envelope.generation.promptTokens
            completionTokens = envelope.generation.completionTokens
            costUSD = output.costUSD
            factClaims = output.factClaims
            corrected = output.factClaims == nil ? nil : output.corrected
            length = stats.count
            readingMinutes = stats.minutes
        }

        private init(code: String, backendError: String) {
            self.code = code
            written = false
            fallbackStrings = []
            unresolvedPlaceholders = []
            languageMatches = false
            violations = []
            issues = []
            self.backendError = backendError
            lint = []
            length = 0
            readingMinutes = 0
        }

        /// The backend failed: the summary says so and why, and judges nothing it did not write.
        static func failed(_ language: Language, backendError: String) -> LanguageResult {
            LanguageResult(code: language.code, backendError: backendError)
        }

        /// The terminal table's status column.
        var status: String {
            if let backendError { return "BACKEND FAILED\t\(backendError)" }
            return "\(hasProblem ? "PROBLEM" : "ok")\tlanguage \(languageMatches ? "ok" : "WRONG")"
        }
    }

    package var languages: [LanguageResult]

    package var hasProblem: Bool { languages.contains(where: \.hasProblem) }

    package var writtenCount: Int { languages.filter(\.written).count }

    /// Tokens and cost over the languages written (nil when the backend reports none, as offline).
    package var totalTokens: Int? {
        let counts = languages.compactMap { result in result.promptTokens.map { $0 + (result.completionTokens ?? 0) } }
        return counts.isEmpty ? nil : counts.reduce(0, +)
    }

    package var totalCostUSD: Double? {
        let costs = languages.compactMap(\.costUSD)
        return costs.isEmpty ? nil : costs.reduce(0, +)
    }

    /// One line per language for the terminal, then the totals.
    package var text: String {
        let rows = languages.map { result in
            guard result.written else { return "\(result.code)\t\(result.status)" }
            return "\(result.code)\t\(result.status)"
                + "\tfallbacks \(result.fallbackStrings.count)\tunresolved \(result.unresolvedPlaceholders.count)"
                + "\tproblems \(result.violations.count + result.issues.count)\tlint \(result.lint.count)"
                + "\tlength \(result.length)\tminutes \(result.readingMinutes)"
                + (result.factClaims.map { "\tchecked \($0) claims\((result.corrected ?? false) ? " after a retry" : "")" } ?? "")
                + (result.exportProblems == nil ? "" : "\tpdf \(result.pdfPages.map { "\($0) pages" } ?? "failed")")
                + (result.issues + result.violations + result.unresolvedPlaceholders + result.lint + (result.exportProblems ?? []))
                    .map { "\n\t\($0)" }.joined()
        }
        var totals = "written \(writtenCount) of \(languages.count)"
        if let tokens = totalTokens { totals += "\ttokens \(tokens)" }
        if let cost = totalCostUSD { totals += "\tcost $\(String(format: "%.4f", cost))" }
        return (rows + [totals]).joined(separator: "\n")
    }

    package func json() throws(ReportError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            throw ReportError(code: .encodingFailed, message: "The samples summary could not be encoded: \(error)")
        }
    }
}
