import Foundation

/// Removes the API key (and anything shaped like an OpenAI key or a bearer token) from text that may
/// end up in an error, a log line or a database row: servers sometimes echo what they were sent.
struct SecretRedactor: Sendable {
    let secret: String?

    func scrub(_ text: String) -> String {
        var result = text
        if let secret, secret.count >= 4 { result = result.replacingOccurrences(of: secret, with: "(redacted)") }
        return Self.scrubPatterns(result)
    }

    /// `sk-…` keys and `Bearer …` tokens, whoever's they are.
    private static func scrubPatterns(_ text: String) -> String {
        var output = ""
        var words = text.split(separator: " ", omittingEmptySubsequences: false).makeIterator()
        var first = true
        var redactNext = false
        while let word = words.next() {
            if !first { output += " " }
            first = false
            if redactNext || (word.hasPrefix("sk-") && word.count > 8) {
                output += "(redacted)"
                redactNext = false
            } else {
                output += word
                redactNext = word.lowercased() == "bearer"
            }
        }
        return output
    }
}
