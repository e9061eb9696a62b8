/// The one error type of the Localization module: a stable `code` for logs and tools, and a message
/// that says what to fix.
package struct LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    package let code: String
    package let message: String

    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { "\(code): \(message)" }

    static func invalidJSON(file: String, line: Int, column: Int, detail: String) -> LocalizationError {
        LocalizationError(code: "glossary.invalid_json", message: "\(file):\(line):\(column): \(detail)")
    }

    static func invalidGlossary(file: String, detail: String) -> LocalizationError {
        LocalizationError(code: "glossary.invalid_format", message: "\(file): \(detail)")
    }

    static func missingGlossary(_ path: String) -> LocalizationError {
        LocalizationError(code: "glossary.missing_file",
                          message: "no glossary at \(path); set ASTROSVITLA_GLOSSARIES to the Glossaries directory")
    }

    static func unknownKey(_ key: String) -> LocalizationError {
        LocalizationError(code: "glossary.unknown_key", message: "no entry \(key) in the English glossary")
    }

    static func invalidNumber(_ text: String) -> LocalizationError {
        LocalizationError(code: "plural.invalid_number",
                          message: "\(text) is not a plain decimal number (use digits and an optional '.')")
    }

    static func invalidCatalog(_ detail: String) -> LocalizationError {
        LocalizationError(code: "xcstrings.invalid", message: "string catalog: \(detail)")
    }
}
