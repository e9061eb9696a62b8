import Foundation

/// Removes the API key (and anything shaped like an OpenAI key or a bearer token) from text that may
/// end up in an error, a log line or a database row: servers sometimes echo what they were sent, in any case
/// ("BEARER SK-…"), inside JSON (`"key":"sk-…"`) or after `=`.
struct SecretRedactor: Sendable {
    let secret: String?

    /// Scrubs the whole text: callers shorten it afterwards, so a key is never cut in half and half kept.
    func scrub(_ text: String) -> String {
        var result = text
        if let secret, secret.count >= 4 {
            result = result.replacingOccurrences(of: secret, with: Self.mark, options: [.caseInsensitive, .literal])
        }
        return Self.scrubPatterns(result)
    }

    static let mark = "(redacted)"

    /// `sk-…` keys wherever a word starts, and the token after `Bearer`, both in any case, whoever's they are.
    static func scrubPatterns(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let wordStarts = index == 0 || !isKeyScalar(scalars[index - 1])
            if wordStarts, starts(scalars, at: index, with: "sk-") {
                var end = index + 3
                while end < scalars.count, isKeyScalar(scalars[end]) { end += 1 }
                if end - index > 8 {
                    output.append(contentsOf: mark.unicodeScalars)
                    index = end
                    continue
                }
            }
            if wordStarts, starts(scalars, at: index, with: "bearer") {
                var token = index + 6
                while token < scalars.count, " \t:=\"'".unicodeScalars.contains(scalars[token]) { token += 1 }
                var end = token
                while end < scalars.count, !scalars[end].properties.isWhitespace, !"\"',;{}[]()<>".unicodeScalars.contains(scalars[end]) {
                    end += 1
                }
                if token > index + 6, end > token {
                    output.append(contentsOf: scalars[index..<token])
                    output.append(contentsOf: mark.unicodeScalars)
                    index = end
                    continue
                }
            }
            output.append(scalars[index])
            index += 1
        }
        return String(output)
    }

    /// Letters, digits, `-` and `_`: what keys are made of, so `xsk-…` is not a key but `"sk-…` is.
    private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
    }

    /// ASCII `prefix` at `index`, ignoring case.
    private static func starts(_ scalars: [Unicode.Scalar], at index: Int, with prefix: String) -> Bool {
        let wanted = Array(prefix.unicodeScalars)
        guard index + wanted.count <= scalars.count else { return false }
        return zip(scalars[index..<index + wanted.count], wanted).allSatisfy { pair in
            pair.0.isASCII && Character(pair.0).lowercased() == Character(pair.1).lowercased()
        }
    }
}
