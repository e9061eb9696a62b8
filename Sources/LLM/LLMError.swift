import Support

/// Every way a generation can fail. `code` is stable (safe for database columns and logs); `message`
/// says what happened in words and never contains the API key or an Authorization header.
package struct LLMError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Code: String, Sendable, CaseIterable {
        case configuration
        case rateLimited = "rate_limited"
        case insufficientQuota = "insufficient_quota"
        case badRequest = "http_400"
        case unauthorized = "http_401"
        case forbidden = "http_403"
        case notFound = "http_404"
        case conflict = "http_409"
        case unprocessable = "http_422"
        case contextLengthExceeded = "context_length_exceeded"
        case serverError = "server_error"
        case httpStatus = "http_status"
        case timeout
        case connection
        case tls
        case responseTooLarge = "response_too_large"
        /// A 2xx whose body is not a Chat Completions object (HTML from a proxy, a cut-off body).
        case badResponse = "bad_response"
        case finishLength = "finish_length"
        case contentFilter = "content_filter"
        case refusal
        case schemaInvalid = "schema_invalid"
        case wrongLanguage = "wrong_language"
        case terminology
        /// The answer states a sign, house or aspect the chart contradicts (`FactCheck`).
        case factMismatch = "fact_mismatch"
        /// A batch ended without this request's answer: past its 24-hour window, failed, or cancelled
        /// (after the configured attempts; before that the job goes back to the inbox).
        case batchExpired = "batch_expired"
        case batchFailed = "batch_failed"
        case batchCancelled = "batch_cancelled"
    }

    package let code: Code
    package let message: String
    /// The HTTP status of the last response, when there was one.
    package let status: Int?
    /// HTTP attempts made before giving up (0 for configuration errors).
    package let attempts: Int
    /// Tokens the server reported for answers that were then rejected: they are billed all the same.
    package let usage: TokenUsage
    /// The id of a batch the provider named in an answer that was otherwise unreadable: it may exist, so it is
    /// looked up by this id before anything is concluded.
    package var batchID: String?

    package init(_ code: Code, _ message: String, status: Int? = nil, attempts: Int = 0, usage: TokenUsage = TokenUsage()) {
        self.code = code
        self.message = message
        self.status = status
        self.attempts = attempts
        self.usage = usage
    }

    package var description: String { "\(code.rawValue): \(message)" }

    func with(attempts: Int) -> LLMError {
        LLMError(code, message, status: status, attempts: attempts, usage: usage)
    }

    func adding(_ earlier: TokenUsage) -> LLMError {
        LLMError(code, message, status: status, attempts: attempts, usage: earlier + usage)
    }

    /// The code for a non-2xx status, refined by the OpenAI `error.code` where it changes the meaning.
    static func code(forStatus status: Int, errorCode: String?) -> Code {
        if errorCode == "insufficient_quota" { return .insufficientQuota }
        if errorCode == "context_length_exceeded" || errorCode == "exceed_context_size_error" { return .contextLengthExceeded }
        switch status {
        case 400: return .badRequest
        case 401: return .unauthorized
        case 403: return .forbidden
        case 404: return .notFound
        case 409: return .conflict
        case 422: return .unprocessable
        case 429: return .rateLimited
        case 500...599: return .serverError
        default: return .httpStatus
        }
    }
}

extension LLMError.Code {
    /// The code a job fails with when the backend gives up: `llm_` + this code, from the one catalogue.
    package var outcome: OutcomeCode {
        guard let code = OutcomeCode(rawValue: "llm_" + rawValue) else { preconditionFailure("OutcomeCode lacks llm_\(rawValue)") }
        return code
    }
}
