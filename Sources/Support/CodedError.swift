/// The one error shape of this pipeline: a stable code from the catalogue, the field at fault (a dotted path
/// such as `birth.date`) when there is one, a message that says what to fix, and what a failed model call
/// still billed. Messages never hold birth data or keys. Each module names it for what it throws
/// (`ChartError`, `JobError` …), so a signature says where an error comes from.
package struct CodedError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    package var code: OutcomeCode
    package var field: String?
    package var message: String
    /// Tokens and cost of rejected or failed LLM answers: billed all the same, so `status` counts them.
    package var billed = Bill()

    package init(code: OutcomeCode, field: String? = nil, message: String, billed: Bill = Bill()) {
        self.code = code
        self.field = field
        self.message = message
        self.billed = billed
    }

    /// The message with its field, for where the code is shown beside it (sidecars, the database, tables).
    package var detail: String { field.map { "\($0): \(message)" } ?? message }

    package var description: String { "\(code.rawValue): \(detail)" }

    /// `chart --jsonl` error lines carry code, field and message only.
    enum CodingKeys: String, CodingKey { case code, field, message }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(code: try container.decode(OutcomeCode.self, forKey: .code),
                  field: try container.decodeIfPresent(String.self, forKey: .field),
                  message: try container.decode(String.self, forKey: .message))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encodeIfPresent(field, forKey: .field)
        try container.encode(message, forKey: .message)
    }
}

/// What a failed model call cost, and how it went.
package struct Bill: Sendable, Equatable {
    package var promptTokens = 0
    package var cachedTokens = 0
    package var completionTokens = 0
    /// nil: spent at a price the table does not know.
    package var costUSD: Double? = 0
    package var httpAttempts = 0
    package var corrected = false

    package init(promptTokens: Int = 0, cachedTokens: Int = 0, completionTokens: Int = 0, costUSD: Double? = 0,
                 httpAttempts: Int = 0, corrected: Bool = false) {
        self.promptTokens = promptTokens
        self.cachedTokens = cachedTokens
        self.completionTokens = completionTokens
        self.costUSD = costUSD
        self.httpAttempts = httpAttempts
        self.corrected = corrected
    }
}
