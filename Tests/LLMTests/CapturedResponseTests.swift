import LLM
import TestSupport
import Testing

/// Bodies captured from real servers (docs/llm.md), replayed over loopback:
/// their quirks (numeric `error.code`, no `param`, extra `timings`, FastAPI `detail`) must decode.
struct CapturedResponseTests {
    let tests = LLMClientTests()

    /// llama-server's reply to a 60-token request: real truncation, plus fields OpenAI does not send.
    static let llamaServerLength = """
        {"choices":[{"finish_reason":"length","index":0,"message":{"role":"assistant","content":"Léo, the Lion, \
        is a symbol of courage and strength in the ancient Egyptian pantheon. symbolizing"}}],"created":1795315862,\
        "model":"smollm2","system_fingerprint":"b1-0c1e570","object":"chat.completion","usage":{"completion_tokens":60,\
        "prompt_tokens":27,"total_tokens":87,"prompt_tokens_details":{"cached_tokens":0}},\
        "id":"chatcmpl-aBpJn9rk066Xoaf0xdAzyA0u1S0AvvBS","timings":{"cache_n":0,"prompt_n":27,"prompt_ms":97.777,\
        "predicted_n":60,"predicted_ms":446.227,"predicted_per_second":132.2}}
        """

    @Test func llamaServerTruncationIsAFinishLengthWithItsUsage() throws {
        let server = try LoopbackServer(defaultReply: .raw(status: 200, headers: [:], body: Self.llamaServerLength))
        let error = try tests.failure(tests.client(server), tests.request(maxTokens: 60))
        #expect(error.code == .finishLength && error.attempts == 1)
        #expect(error.usage == TokenUsage(promptTokens: 27, completionTokens: 60))
    }

    @Test(arguments: [
        (401, #"{"error":{"message":"Invalid API Key","type":"authentication_error","code":401}}"#, LLMError.Code.unauthorized, 1),
        (400, #"{"error":{"code":400,"message":"request (4532 tokens) exceeds the available context size (2048 tokens), try increasing it","type":"exceed_context_size_error","n_prompt_tokens":4532,"n_ctx":2048}}"#,
         .contextLengthExceeded, 1),
        (400, #"{"error":{"message":"This model's maximum context length is 2048 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}"#,
         .contextLengthExceeded, 1),
        (500, #"{"error":{"code":500,"message":"[json.exception.parse_error.101] parse error at line 1, column 32","type":"server_error"}}"#,
         .serverError, 3),
        (404, #"{"detail":"Not Found"}"#, .notFound, 1),
        (500, "Internal Server Error", .serverError, 3),
    ])
    func capturedErrorBodiesGiveNamedErrors(status: Int, body: String, code: LLMError.Code, attempts: Int) throws {
        let server = try LoopbackServer(defaultReply: .raw(status: status, headers: [:], body: body))
        let error = try tests.failure(tests.client(server), tests.request())
        #expect(error.code == code && error.attempts == attempts, "\(status) \(body.prefix(40)) → \(error)")
        #expect(error.status == status)
    }
}
