/// The one error type of the Report module: a stable `code` and a message for people.
package struct ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    package let code: String
    package let message: String

    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { "\(code): \(message)" }
}
