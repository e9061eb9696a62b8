/// Why a job failed: a stable `code` for the database, the sidecar and scripts, the field at fault
/// (dotted path) when there is one, and a message that says what to fix. Never holds birth data or keys.
public struct JobError: Error, Sendable, Equatable, CustomStringConvertible {
    public let code: String
    public let field: String?
    public let message: String
    /// What a failed LLM call still billed, so `status` counts it.
    public var promptTokens = 0
    public var completionTokens = 0
    public var costUSD = 0.0

    public init(code: String, field: String? = nil, message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    public var description: String { field.map { "\($0): \(message)" } ?? message }

    /// The run stopped before the job was attempted; it goes back to the inbox, not to failed/.
    public static let interrupted = "interrupted"
}
