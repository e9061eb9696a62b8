/// Why a job failed: a stable `code` for the database, the sidecar and scripts, the field at fault
/// (dotted path) when there is one, and a message that says what to fix. Never holds birth data or keys.
package struct JobError: Error, Sendable, Equatable, CustomStringConvertible {
    package let code: String
    package let field: String?
    package let message: String
    /// What a failed LLM call still billed, so `status` counts it.
    package var promptTokens = 0
    package var completionTokens = 0
    package var costUSD = 0.0

    package init(code: String, field: String? = nil, message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    package var description: String { field.map { "\($0): \(message)" } ?? message }

    /// The run stopped before the job was attempted; it goes back to the inbox, not to failed/.
    package static let interrupted = "interrupted"
}
