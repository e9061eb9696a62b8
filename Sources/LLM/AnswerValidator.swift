import Foundation
import Localization
import Report

/// Checks a model's answer in order: JSON → the app's report schema → the language → terminology → facts.
/// The first stage that fails decides the error code; its problems are listed in plain English so a
/// corrective retry can tell the model exactly what to fix.
package struct AnswerValidator: Sendable {
    package enum Outcome: Sendable, Equatable {
        /// A valid answer and how many claims about the chart the fact check found in it (all true).
        case valid(AppReport, factClaims: Int = 0)
        case invalid(LLMError.Code, problems: [String])
    }

    package let language: Language
    /// Each entry must appear (case-insensitive); `|` separates accepted forms, e.g. `Сонце|Сонця|Сонцем`.
    package let requiredTerms: [String]
    package let forbiddenTerms: [String]
    package let factCheck: FactCheck?

    package init(language: Language, requiredTerms: [String] = [], forbiddenTerms: [String] = [], factCheck: FactCheck? = nil) {
        self.language = language
        self.requiredTerms = requiredTerms
        self.forbiddenTerms = forbiddenTerms
        self.factCheck = factCheck
    }

    /// The validator for what `request` asked.
    package init(_ request: GenerationRequest) {
        self.init(language: request.language, requiredTerms: request.requiredTerms, forbiddenTerms: request.forbiddenTerms,
                  factCheck: request.factCheck)
    }

    package func validate(_ content: String) -> Outcome {
        let report: AppReport
        do {
            report = try JSONDecoder().decode(AppReport.self, from: Data(Self.unfenced(content).utf8))
        } catch {
            return .invalid(.schemaInvalid, problems: [Self.describe(error)])
        }
        let violations = report.violations()
        guard violations.isEmpty else { return .invalid(.schemaInvalid, problems: violations.map(\.description)) }
        let text = report.allText
        guard LanguageDetector.matches(text, language) else {
            let detected = LanguageDetector.detect(text).language.map { $0.englishName } ?? "an undetermined language"
            return .invalid(.wrongLanguage, problems: ["the text is written in \(detected), not in \(language.englishName)"])
        }
        let lowered = Array(text.lowercased().utf8)
        var problems = requiredTerms.filter { term in
            !term.split(separator: "|").contains { Self.contains(Array($0.lowercased().utf8), in: lowered) }
        }.map { "the term \"\($0.split(separator: "|").first ?? "")\" is missing" }
        if language != .en {
            let words = Self.words(lowered)
            problems += forbiddenTerms.filter { Self.containsWords(Self.words(Array($0.lowercased().utf8)), in: words) }
                .map { "the English term \"\($0)\" must be translated" }
        }
        guard problems.isEmpty else { return .invalid(.terminology, problems: problems) }
        guard let factCheck else { return .valid(report) }
        let facts = factCheck.check(report)
        return facts.problems.isEmpty ? .valid(report, factClaims: facts.claims) : .invalid(.factMismatch, problems: facts.problems)
    }

    /// Models sometimes wrap JSON in a Markdown fence despite the schema.
    static func unfenced(_ content: String) -> String {
        // Most answers are bare JSON (which may start with whitespace): skip the trimming copy for them.
        guard content.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "`") else {
            return content
        }
        var text = content.trimmingCharacters(in: .whitespacesAndNewlines)
        text = String(text.drop { $0 != "\n" })
        if text.hasSuffix("```") { text = String(text.dropLast(3)) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // Byte-level matching over UTF-8: Foundation's Unicode-aware `range(of:)` made this check cost more
    // than the rest of a report's processing.

    /// Substring match (a required term may be a stem: "Терез" matches "Терезах").
    static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        let first = needle[0]
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// The text as words: runs of letters (`Unicode.Scalar.Properties.isAlphabetic`), lower-cased already.
    static func words(_ utf8: [UInt8]) -> [Substring] {
        String(decoding: utf8, as: UTF8.self).unicodeScalars.split { !$0.properties.isAlphabetic }.map { Substring($0) }
    }

    /// A whole-word (or whole-phrase) match, so "Sun" does not match "Sunday" and "Mars" matches "Mars,".
    static func containsWords(_ phrase: [Substring], in words: [Substring]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        return (0...(words.count - phrase.count)).contains { start in
            words[start] == phrase[0] && words[start..<(start + phrase.count)].elementsEqual(phrase)
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "the field \(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "the field \(path(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "the answer is not valid JSON" : "the field \(path(context.codingPath)) is malformed"
        default:
            return "the answer is not valid JSON"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }
}
