/// The parts of a Chat Completions answer the client reads. Everything else (`timings`,
/// `system_fingerprint`, `logprobs`, …) is ignored, and fields real servers omit are optional.
struct ChatCompletionResponse: Decodable {
    struct Choice: Decodable {
        struct Message: Decodable {
            let content: String?
            let refusal: String?
        }

        let message: Message?
        let finishReason: String?

        enum CodingKeys: String, CodingKey {
            case message
            case finishReason = "finish_reason"
        }
    }

    struct Usage: Decodable {
        struct PromptDetails: Decodable {
            let cachedTokens: Int?
            enum CodingKeys: String, CodingKey { case cachedTokens = "cached_tokens" }
        }

        let promptTokens: Int
        let completionTokens: Int
        let promptTokensDetails: PromptDetails?

        enum CodingKeys: String, CodingKey {
            case promptTokens = "prompt_tokens"
            case completionTokens = "completion_tokens"
            case promptTokensDetails = "prompt_tokens_details"
        }
    }

    let id: String?
    let model: String?
    let choices: [Choice]
    let usage: Usage?

    var tokenUsage: TokenUsage {
        guard let usage else { return TokenUsage(unreportedCalls: 1) }
        return TokenUsage(promptTokens: usage.promptTokens, completionTokens: usage.completionTokens,
                          cachedTokens: usage.promptTokensDetails?.cachedTokens ?? 0)
    }
}

/// An error body: OpenAI's `{"error":{"message","type","code"}}`, where llama-server sends a numeric
/// `code` and no `param`, and FastAPI servers send `{"detail": …}`.
struct ErrorResponse: Decodable {
    struct Detail: Decodable {
        let message: String?
        let type: String?
        let code: String?

        enum CodingKeys: String, CodingKey { case message, type, code }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            type = try? container.decodeIfPresent(String.self, forKey: .type)
            if let text = try? container.decodeIfPresent(String.self, forKey: .code) {
                code = text
            } else {
                code = (try? container.decodeIfPresent(Int.self, forKey: .code)).flatMap { $0.map(String.init) }
            }
        }
    }

    let error: Detail?
    let detail: String?
}
