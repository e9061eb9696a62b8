import Support

/// The one error type of the Localization module: a stable `code` for logs and tools, and a message
/// that says what to fix.
package typealias LocalizationError = CodedError<LocalizationDomain>
package enum LocalizationDomain: ErrorDomain {}

extension CodedError where Domain == LocalizationDomain {
    static func invalidJSON(file: String, line: Int, column: Int, detail: String) -> LocalizationError {
        LocalizationError(code: .glossaryInvalidJson, message: "\(file):\(line):\(column): \(detail)")
    }

    static func invalidGlossary(file: String, detail: String) -> LocalizationError {
        LocalizationError(code: .glossaryInvalidFormat, message: "\(file): \(detail)")
    }

    static func missingGlossary(_ path: String) -> LocalizationError {
        LocalizationError(code: .glossaryMissingFile,
                          message: "no glossary at \(path); set ASTROSVITLA_GLOSSARIES to the Glossaries directory")
    }

    static func unknownKey(_ key: String) -> LocalizationError {
        LocalizationError(code: .glossaryUnknownKey, message: "no entry \(key) in the English glossary")
    }

    static func invalidNumber(_ text: String) -> LocalizationError {
        LocalizationError(code: .pluralInvalidNumber,
                          message: "\(text) is not a plain decimal number (use digits and an optional '.')")
    }

    static func invalidCatalog(_ detail: String) -> LocalizationError {
        LocalizationError(code: .xcstringsInvalid, message: "string catalog: \(detail)")
    }
}

