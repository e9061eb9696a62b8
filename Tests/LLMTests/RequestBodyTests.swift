import Foundation
import LLM
import TestSupport
import Testing

/// The exact bytes the client sends. The golden file was checked against OpenAI's official spec with
/// `scripts/llm/validate-request.py CreateChatCompletionRequest` (VALID); docs/llm.md shows it.
struct RequestBodyTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/chat-request-uk.json")

    func sentBody(_ server: LoopbackServer) throws -> Data {
        let configuration = try LLMConfiguration(environment: ["ASTROSVITLA_LLM_URL": server.baseURL,
                                                               "ASTROSVITLA_LLM_KEY": "sk-x-123456789", "ASTROSVITLA_LLM_SEED": "7"])
        _ = try LLMClient(configuration: configuration).generate(
            GenerationRequest(systemMessage: "<system prompt>", userMessage: "<user prompt>", language: .uk, jobID: "job-0001"))
        return try #require(server.received.first?.body)
    }

    @Test func requestBodyMatchesTheSpecValidatedGoldenByteForByte() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: ReportFixture.json(ReportFixture.ukrainian())))
        let expected = try Data(contentsOf: Self.golden)
        let sent = try sentBody(server)
        #expect(sent == expected, "body differs from \(Self.golden.lastPathComponent): \(sent.count) vs \(expected.count) bytes")
    }
}
