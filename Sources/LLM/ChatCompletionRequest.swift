import JSON

/// The body of `POST {base}/chat/completions`, exactly as sent (see docs/llm.md). Serialized with
/// `JSONValue` so the bytes are stable: same request, same body, same hash.
struct ChatCompletionRequest {
    struct Message: Equatable {
        let role: String
        let content: String
    }

    let model: String
    let messages: [Message]
    let temperature: Double
    let maxCompletionTokens: Int
    let seed: Int?
    let schemaMode: LLMConfiguration.SchemaMode
    let schemaName: String
    let schema: JSONValue
    let metadata: [(String, String)]

    var json: JSONValue {
        let responseFormat: JSONValue = switch schemaMode {
        case .jsonSchema:
            ["type": "json_schema", "json_schema": ["name": .string(schemaName), "strict": true, "schema": schema]]
        case .jsonObject:
            ["type": "json_object"]
        }
        var members: [(String, JSONValue)] = [
            ("model", .string(model)),
            ("messages", .array(messages.map { ["role": .string($0.role), "content": .string($0.content)] })),
            ("temperature", .number(temperature)),
            ("max_completion_tokens", .number(maxCompletionTokens)),
        ]
        if let seed { members.append(("seed", .number(seed))) }
        members.append(("response_format", responseFormat))
        members.append(("metadata", .object(metadata.map { ($0.0, .string($0.1)) })))
        return .object(members)
    }
}
