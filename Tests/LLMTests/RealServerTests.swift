import Foundation
import LLM
import Testing
import Transport

/// Optional: the client against llama.cpp's llama-server (SmolLM2-135M), a server nobody here wrote,
/// and through faultproxy.py in front of it. Started by `scripts/llm/real-server.sh test`; skipped
/// unless `ASTROSVITLA_REAL_LLM_URL` is set. The model's prose is useless, so a report may fail
/// validation; what must hold is the protocol: a named outcome, never a transport or decode error.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ASTROSVITLA_REAL_LLM_URL"] != nil), .serialized)
struct RealServerTests {
    let environment = ProcessInfo.processInfo.environment
    /// Outcomes a real but tiny model may legitimately produce.
    static let answerFailures: Set<LLMError.Code> = [.schemaInvalid, .wrongLanguage, .terminology, .finishLength, .contextLengthExceeded]

    func client(baseURL: String, key: String?) throws -> LLMClient {
        var values = ["ASTROSVITLA_LLM_URL": baseURL, "ASTROSVITLA_LLM_MODEL": "smollm2", "ASTROSVITLA_LLM_SEED": "42",
                      "ASTROSVITLA_LLM_TEMPERATURE": "0", "ASTROSVITLA_LLM_MAX_TOKENS": "400", "ASTROSVITLA_LLM_TIMEOUT": "120",
                      "ASTROSVITLA_LLM_PRICES": "smollm2=0/0", "ASTROSVITLA_LLM_BACKOFF_INITIAL": "0.1"]
        values["ASTROSVITLA_LLM_KEY"] = key
        return try LLMClient(configuration: LLMConfiguration(environment: values))
    }

    func request() -> GenerationRequest {
        GenerationRequest(systemMessage: "You are an astrologer. Answer with JSON only.",
                          userMessage: "Write a short report for a chart with the Sun in Leo.", language: .en, jobID: "real-1")
    }

    /// Runs one generation; a report or an answer-quality failure both prove the exchange worked.
    func expectProtocolSuccess(_ client: LLMClient, minimumAttempts: Int) {
        do {
            let result = try client.generate(request())
            #expect(result.attempts >= minimumAttempts)
            #expect(result.usage.totalTokens > 0)
        } catch let error as LLMError {
            #expect(Self.answerFailures.contains(error.code), "unexpected \(error)")
            #expect(error.attempts >= minimumAttempts, "\(error.attempts) attempts")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func structuredRequestGetsANamedOutcome() throws {
        let url = try #require(environment["ASTROSVITLA_REAL_LLM_URL"])
        expectProtocolSuccess(try client(baseURL: url, key: environment["ASTROSVITLA_REAL_LLM_KEY"]), minimumAttempts: 1)
    }

    @Test func wrongKeyIsA401WithoutRetry() throws {
        let url = try #require(environment["ASTROSVITLA_REAL_LLM_URL"])
        guard environment["ASTROSVITLA_REAL_LLM_KEY"] != nil else { return }
        do {
            _ = try client(baseURL: url, key: "sk-wrong-key-1234567890").generate(request())
            Issue.record("a wrong key was accepted")
        } catch let error as LLMError {
            #expect(error.code == .unauthorized && error.attempts == 1, "\(error)")
            #expect(!error.message.contains("sk-wrong-key"))
        }
    }

    @Test func faultsInjectedByTheProxyAreRetried() throws {
        guard let proxy = environment["ASTROSVITLA_REAL_LLM_PROXY"] else { return }
        let script = #"[{"kind":"status","status":429,"headers":{"retry-after-ms":"300"}},{"kind":"status","status":503},{"kind":"ok"}]"#
        let scripted = try HTTPClient().send(HTTPRequest(method: .post, url: proxy + "/_fault/script",
                                                         body: Data(script.utf8), timeout: .seconds(5)))
        #expect(scripted.status == 200)
        let client = try client(baseURL: proxy + "/v1", key: environment["ASTROSVITLA_REAL_LLM_KEY"])
        expectProtocolSuccess(client, minimumAttempts: 3)
    }
}
