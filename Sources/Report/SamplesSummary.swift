import Foundation
import Localization

/// What `Samples.generate` found per language; `hasProblem` maps to the CLI's exit status 1.
public struct SamplesSummary: Sendable, Equatable, Codable {
    public struct LanguageResult: Sendable, Equatable, Codable {
        public var code: String
        public var written: Bool
        public var fallbackStrings: [String]
        public var unresolvedPlaceholders: [String]
        /// Whether `LanguageDetector` reads the report's prose as the requested language.
        public var languageMatches: Bool
        /// Broken app limits (`AppReport.violations()`).
        public var violations: [String]
        /// Template, glossary or backend problems.
        public var issues: [String]
        /// Words, or characters for ja, ko, zh (see `ReadingStats`).
        public var length: Int
        public var readingMinutes: Int

        public var hasProblem: Bool {
            !written || !fallbackStrings.isEmpty || !unresolvedPlaceholders.isEmpty || !languageMatches
                || !violations.isEmpty || !issues.isEmpty
        }

        init(envelope: ReportEnvelope, issues: [String], unresolved: [String]) {
            let report = envelope.report
            let stats = ReadingStats(text: report.allText, language: envelope.language)
            code = envelope.languageCode
            written = true
            fallbackStrings = envelope.generation.fallbackStrings
            unresolvedPlaceholders = unresolved
            languageMatches = LanguageDetector.matches(report.allText, envelope.language)
            violations = report.violations().map(\.description)
            self.issues = issues
            length = stats.count
            readingMinutes = stats.minutes
        }

        private init(code: String, issue: String) {
            self.code = code
            written = false
            fallbackStrings = []
            unresolvedPlaceholders = []
            languageMatches = false
            violations = []
            issues = [issue]
            length = 0
            readingMinutes = 0
        }

        static func failed(_ language: Language, _ issue: String) -> LanguageResult {
            LanguageResult(code: language.code, issue: issue)
        }
    }

    public var languages: [LanguageResult]

    public var hasProblem: Bool { languages.contains(where: \.hasProblem) }

    /// One line per language for the terminal.
    public var text: String {
        languages.map { result in
            "\(result.code)\t\(result.hasProblem ? "PROBLEM" : "ok")\tlanguage \(result.languageMatches ? "ok" : "WRONG")"
                + "\tfallbacks \(result.fallbackStrings.count)\tunresolved \(result.unresolvedPlaceholders.count)"
                + "\tproblems \(result.violations.count + result.issues.count)\tlength \(result.length)\tminutes \(result.readingMinutes)"
                + (result.issues + result.violations + result.unresolvedPlaceholders).map { "\n\t\($0)" }.joined()
        }.joined(separator: "\n")
    }

    public func json() throws(ReportError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            throw ReportError(code: "encoding_failed", message: "The samples summary could not be encoded: \(error)")
        }
    }
}
