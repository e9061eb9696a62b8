import Localization

/// The paper a PDF is laid out for: A4, or US Letter where the report's locale prints on it (CLDR's
/// measurementData `paperSize`: the United States among the 13 locales, i.e. English).
package enum Paper: String, CaseIterable, Sendable {
    case a4, letter

    package static func `default`(for language: Language) -> Paper {
        language == .en ? .letter : .a4
    }

    /// The CSS `@page` size.
    var cssSize: String { self == .a4 ? "A4" : "letter" }
}

/// CSS string literals for values that come from glossaries and from the person's own words: quotes and
/// backslashes escaped, and `<`/`>` too, so that nothing inside a `<style>` element can end it.
enum CSSText {
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "<": escaped += "\\3C "
            case ">": escaped += "\\3E "
            case "\n", "\r": escaped += "\\A "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
