/// The body of `POST {base}/chat/completions`, exactly as sent (see docs/llm.md).
struct ChatCompletionRequest: Encodable {
    struct Message: Encodable, Equatable {
        let role: String
        let content: String
    }

    struct ResponseFormat: Encodable {
        struct Schema: Encodable {
            let name: String
            let strict: Bool
            let schema: JSONValue
        }

        let type: String
        let jsonSchema: Schema?

        enum CodingKeys: String, CodingKey {
            case type
            case jsonSchema = "json_schema"
        }
    }

    let model: String
    let messages: [Message]
    let temperature: Double
    let maxCompletionTokens: Int
    let seed: Int?
    let responseFormat: ResponseFormat
    let metadata: [String: String]

    enum CodingKeys: String, CodingKey {
        case model, messages, temperature, seed, metadata
        case maxCompletionTokens = "max_completion_tokens"
        case responseFormat = "response_format"
    }
}
