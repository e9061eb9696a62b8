/// The module an error comes from: a type with no values per module (`QueueDomain`, `PipelineDomain` …).
package protocol ErrorDomain: Sendable {}

/// What every module's error carries, for code that reads any of them without caring where it came from.
package protocol CodedFailure: Error, Sendable, CustomStringConvertible {
    var code: OutcomeCode { get }
    var field: String? { get }
    var message: String { get }
    var billed: Bill { get }
}

/// The one error shape of this pipeline: a stable code from the catalogue, the field at fault (a dotted path
/// such as `birth.date`) when there is one, a message that says what to fix, and what a failed model call
/// still billed. Messages never hold birth data or keys. Each module has its own error type, this shape
/// specialised to the module's domain (`QueueError` is `CodedError<QueueDomain>`, `JobError` is
/// `CodedError<PipelineDomain>` …): one implementation, distinct types, so `catch let error as JobError` catches
/// the pipeline's own errors and never a queue's or a store's. Where an error crosses into another module it is
/// carried over explicitly (`JobError(queueError)`), code, field, message and bill kept.
package struct CodedError<Domain: ErrorDomain>: CodedFailure, Equatable, Codable {
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

    /// The same failure, carried over from another module's error.
    package init(_ other: some CodedFailure) {
        self.init(code: other.code, field: other.field, message: other.message, billed: other.billed)
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
