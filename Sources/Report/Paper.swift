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

/// A CSS string literal (for glossary values and the person's own words) that stays one: quotes, backslashes, `<`, `>` and `&` (a `</style>` inside), every control
/// character (a form feed, like a line feed, ends a CSS string; NUL is not allowed) and the line and paragraph
/// separators are written as hexadecimal escapes, so no text can close the string and add rules of its own
/// (`url(file://…)`, `body{display:none}`).
enum CSSText {
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00: escaped += "\\FFFD "
            case 0x01..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x22, 0x26, 0x3C, 0x3E, 0x5C:
                escaped += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// A page-margin box does not break a long word (Chromium ignores `overflow-wrap` there), so 200 letters
    /// without a space ran off the page: in a run of more than `longest` characters without a space, a zero-width
    /// space every `longest / 2` lets it wrap. Words and titles (CJK ones too) are shorter and stay as they are.
    static func breakable(_ text: String, longest: Int = 40) -> String {
        var output = ""
        var run: [Character] = []
        func flush() {
            guard run.count > longest else { output.append(contentsOf: run); run.removeAll(); return }
            for (index, character) in run.enumerated() {
                if index > 0 && index % (longest / 2) == 0 { output.append("\u{200B}") }
                output.append(character)
            }
            run.removeAll()
        }
        for character in text {
            if character.isWhitespace {
                flush()
                output.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return output
    }
}
