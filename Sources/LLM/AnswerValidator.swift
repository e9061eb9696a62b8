import Foundation
import Localization
import Report

/// Checks a model's answer in order: JSON → the app's report schema → the language → terminology.
/// The first stage that fails decides the error code; its problems are listed in plain English so a
/// corrective retry can tell the model exactly what to fix.
public struct AnswerValidator: Sendable {
    public enum Outcome: Sendable, Equatable {
        case valid(AppReport)
        case invalid(LLMError.Code, problems: [String])
    }

    public let language: Language
    /// Each entry must appear (case-insensitive); `|` separates accepted forms, e.g. `Сонце|Сонця|Сонцем`.
    public let requiredTerms: [String]
    public let forbiddenTerms: [String]

    public init(language: Language, requiredTerms: [String] = [], forbiddenTerms: [String] = []) {
        self.language = language
        self.requiredTerms = requiredTerms
        self.forbiddenTerms = forbiddenTerms
    }

    public func validate(_ content: String) -> Outcome {
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
        let lowered = text.lowercased()
        var problems = requiredTerms.filter { term in
            !term.split(separator: "|").contains { lowered.contains($0.lowercased()) }
        }.map { "the term \"\($0.split(separator: "|").first ?? "")\" is missing" }
        if language != .en {
            problems += forbiddenTerms.filter { Self.containsWord($0.lowercased(), in: lowered) }
                .map { "the English term \"\($0)\" must be translated" }
        }
        return problems.isEmpty ? .valid(report) : .invalid(.terminology, problems: problems)
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

    /// A whole-word match, so "Sun" does not match "Sunday" and "Mars" matches "Mars,".
    static func containsWord(_ word: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
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
