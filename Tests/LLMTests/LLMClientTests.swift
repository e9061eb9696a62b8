import Foundation
import LLM
import Localization
import TestSupport
import Testing

/// The client against a real HTTP server on loopback, through real libcurl, one scripted fault each.
struct LLMClientTests {
    static let key = "sk-test-SECRET-abcdef123456"
    let ukrainian = ScriptedReply.chat(content: ReportFixture.json(ReportFixture.ukrainian()))
    let english = ScriptedReply.chat(content: ReportFixture.json(ReportFixture.english()))

    func client(_ server: LoopbackServer, _ overrides: [String: String] = [:]) throws -> LLMClient {
        let environment = [
            "ASTROSVITLA_LLM_URL": server.baseURL, "ASTROSVITLA_LLM_KEY": Self.key, "ASTROSVITLA_LLM_MODEL": "test-model",
            "ASTROSVITLA_LLM_PRICES": "test-model=1/2", "ASTROSVITLA_LLM_BACKOFF_INITIAL": "0.02",
            "ASTROSVITLA_LLM_BACKOFF_MAX": "0.05", "ASTROSVITLA_LLM_TIMEOUT": "3",
        ]
        return try LLMClient(configuration: LLMConfiguration(environment: environment, overrides: overrides), random: { 0 })
    }

    func request(_ language: Language = .uk, maxTokens: Int? = nil) -> GenerationRequest {
        GenerationRequest(systemMessage: "You are an astrologer.", userMessage: "Напишіть звіт про карту.", language: language,
                          jobID: "job-42", requiredTerms: ["Сонце"], forbiddenTerms: ["Sun"], maxTokens: maxTokens)
    }

    /// Runs a generation that must fail and returns its error.
    func failure(_ client: LLMClient, _ request: GenerationRequest) throws -> LLMError {
        do {
            let result = try client.generate(request)
            Issue.record("expected a failure, got a report after \(result.attempts) attempts")
            throw UnexpectedSuccess()
        } catch let error as LLMError {
            #expect(!error.message.contains(Self.key) && !error.description.contains("SECRET"), "key leaked: \(error)")
            return error
        }
    }

    @Test func successSendsLanguageMetadataSchemaAndKey() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        let result = try client(server).generate(request())
        #expect(result.report == ReportFixture.ukrainian())
        #expect(result.attempts == 1 && !result.corrected)
        #expect(result.usage == TokenUsage(promptTokens: 100, completionTokens: 200))
        #expect(result.cost.map { abs($0 - 0.0005) < 1e-12 } == true, "cost \(result.cost ?? -1)")
        #expect(result.model == "test-model")
        #expect(result.requestID == "req-1")
        let sent = try #require(server.received.first)
        #expect(sent.method == "POST" && sent.path == "/v1/chat/completions")
        #expect(sent.headers["authorization"] == "Bearer \(Self.key)")
        let body = try #require(sent.jsonBody)
        #expect(body["metadata"] as? [String: String] == ["language": "uk", "job_id": "job-42"])
        #expect(body["model"] as? String == "test-model")
        let format = try #require(body["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        let schema = try #require(format["json_schema"] as? [String: Any])
        #expect(schema["strict"] as? Bool == true && schema["name"] as? String == "app_report")
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(messages.count == 2)
        #expect(messages[0]["content"]?.contains("Ukrainian (українська), language code uk") == true)
    }

    @Test func rateLimitWithRetryAfterMsIsHonouredThenSucceeds() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.error(status: 429, headers: ["retry-after-ms": "250"], type: "requests", code: "rate_limit_exceeded"))
        let start = ContinuousClock.now
        let result = try client(server).generate(request())
        #expect(result.attempts == 2 && server.received.count == 2)
        #expect(ContinuousClock.now - start >= .milliseconds(200), "did not wait for retry-after-ms")
    }

    @Test func retryAfterInSecondsIsHonoured() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.error(status: 429, headers: ["retry-after": "0.3"]))
        let start = ContinuousClock.now
        #expect(try client(server).generate(request()).attempts == 2)
        #expect(ContinuousClock.now - start >= .milliseconds(250))
    }

    @Test func retryAfterLongerThanTheCapFailsAtOnce() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.error(status: 429, headers: ["retry-after": "300"]))
        let error = try failure(client(server), request())
        #expect(error.code == .rateLimited && error.status == 429 && error.attempts == 1)
    }

    @Test func exhaustedRateLimitHeadersDelayTheNextRequest() throws {
        let headers = ["x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "300ms"]
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.chat(content: ReportFixture.json(ReportFixture.ukrainian()), headers: headers))
        let client = try client(server)
        _ = try client.generate(request())
        let start = ContinuousClock.now
        _ = try client.generate(request())
        #expect(ContinuousClock.now - start >= .milliseconds(250), "the second request did not wait for the reset")
    }

    @Test(arguments: [500, 502, 503])
    func serverErrorIsRetried(status: Int) throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.error(status: status))
        #expect(try client(server).generate(request()).attempts == 2)
    }

    @Test func persistentServerErrorGivesUpAtTheAttemptCap() throws {
        let server = try LoopbackServer(defaultReply: .error(status: 503))
        let error = try failure(client(server), request())
        #expect(error.code == .serverError && error.attempts == 3)
        #expect(server.received.count == 3)
    }

    @Test(arguments: [(400, LLMError.Code.badRequest), (401, .unauthorized), (403, .forbidden), (404, .notFound),
                      (422, .unprocessable)])
    func clientErrorIsNotRetried(status: Int, code: LLMError.Code) throws {
        let server = try LoopbackServer(defaultReply: .error(status: status, type: "invalid_request_error"))
        let error = try failure(client(server), request())
        #expect(error.code == code && error.attempts == 1, "\(status) → \(error)")
        #expect(server.received.count == 1)
    }

    @Test func keyEchoedByTheServerIsScrubbedFromTheError() throws {
        let body = "{\"error\":{\"message\":\"Incorrect API key provided: \(Self.key). Header was Bearer \(Self.key)\","
            + "\"type\":\"invalid_request_error\",\"code\":\"invalid_api_key\"}}"
        let server = try LoopbackServer(defaultReply: .raw(status: 401, headers: [:], body: body))
        let error = try failure(client(server), request())
        #expect(error.code == .unauthorized)
        #expect(error.message.contains("(redacted)"), "\(error.message)")
    }

    @Test func insufficientQuotaStopsWithoutRetry() throws {
        let server = try LoopbackServer(defaultReply: .error(status: 429, type: "insufficient_quota", code: "insufficient_quota"))
        let error = try failure(client(server), request())
        #expect(error.code == .insufficientQuota && error.attempts == 1)
    }

    @Test func answerSlowerThanTheTimeoutIsRetried() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.delayed(seconds: 2.5, then: ukrainian))
        let start = ContinuousClock.now
        // 0.8 s leaves the second, prompt answer room on a loaded machine.
        let result = try client(server, ["ASTROSVITLA_LLM_TIMEOUT": "0.8"]).generate(request())
        #expect(result.attempts == 2)
        #expect(ContinuousClock.now - start >= .milliseconds(750))
    }

    @Test func answerAlwaysSlowerThanTheTimeoutFailsAsTimeout() throws {
        let server = try LoopbackServer(defaultReply: .delayed(seconds: 1, then: ukrainian))
        let error = try failure(client(server, ["ASTROSVITLA_LLM_TIMEOUT": "0.2", "ASTROSVITLA_LLM_MAX_ATTEMPTS": "2"]), request())
        #expect(error.code == .timeout && error.attempts == 2)
    }

    @Test func connectionResetMidBodyIsRetried() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.resetMidBody(then: ukrainian))
        let result = try client(server).generate(request())
        #expect(result.attempts == 2 && result.report == ReportFixture.ukrainian())
    }

    @Test func truncatedJSONBodyIsRetried() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.truncatedJSON(then: ukrainian))
        #expect(try client(server).generate(request()).attempts == 2)
    }

    @Test func truncatedJSONEveryTimeIsABadResponse() throws {
        let server = try LoopbackServer(defaultReply: .truncatedJSON(then: ukrainian))
        let error = try failure(client(server), request())
        #expect(error.code == .badResponse && error.attempts == 3)
    }

    @Test func finishReasonLengthAtTheCapIsANamedFailure() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: "{\"summary\": \"Ваш", finishReason: "length"))
        let error = try failure(client(server), request(maxTokens: 200))
        #expect(error.code == .finishLength && error.attempts == 1)
        #expect(error.message.contains("configured cap of 200"))
        #expect(error.usage == TokenUsage(promptTokens: 100, completionTokens: 200), "tokens of a cut-off answer are billed")
    }

    /// Cut off well below the cap: a local server whose slot is smaller than prompt + answer. The message points
    /// at the server's context, not at ASTROSVITLA_LLM_MAX_TOKENS.
    @Test func finishReasonLengthBelowTheCapIsTheServersContext() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: "{\"summary\": \"Ваш", finishReason: "length"))
        let error = try failure(client(server), request(maxTokens: 6000))
        #expect(error.code == .contextLengthExceeded && error.message.contains("context ran out after 200 completion tokens"))
    }

    @Test func contentFilterIsANamedFailure() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: "", finishReason: "content_filter"))
        let error = try failure(client(server), request())
        #expect(error.code == .contentFilter && error.attempts == 1)
    }

    @Test func wrongLanguageGetsOneCorrectiveRetry() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(english)
        let result = try client(server).generate(request())
        #expect(result.corrected && result.attempts == 2)
        #expect(result.usage.totalTokens == 600, "usage of both calls is counted")
        let retry = try #require(server.received.last?.jsonBody?["messages"] as? [[String: String]])
        #expect(retry.count == 4)
        #expect(retry[2]["role"] == "assistant")
        #expect(retry[3]["content"]?.contains("the text is written in English, not in Ukrainian") == true)
    }

    @Test func wrongLanguageTwiceFailsWithTheReason() throws {
        let server = try LoopbackServer(defaultReply: english)
        let error = try failure(client(server), request())
        #expect(error.code == .wrongLanguage && error.attempts == 2)
        #expect(error.usage.totalTokens == 600)
        #expect(error.message.contains("English"))
    }

    @Test func schemaBreakingAnswerIsCorrectedWithTheExactProblem() throws {
        var broken = ReportFixture.ukrainian()
        broken.recommendations = ["Відпочивайте."]
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.chat(content: ReportFixture.json(broken)))
        let result = try client(server).generate(request())
        #expect(result.corrected)
        let retry = try #require(server.received.last?.jsonBody?["messages"] as? [[String: String]])
        #expect(retry[3]["content"]?.contains("recommendations: has 1 items, 3 to 4 required") == true)
    }

    @Test func schemaBreakingAnswerTwiceFailsAsSchemaInvalid() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: "{\"summary\": \"Привіт\"}"))
        let error = try failure(client(server), request())
        #expect(error.code == .schemaInvalid && error.attempts == 2)
        #expect(error.message.contains("key_influences"))
    }

    /// llama-cpp-python's 500, llama.cpp's 400 and a proxy's 422, each in its own words.
    @Test(arguments: [
        (500, "{\"detail\":\"response_format: Input should be 'text' or 'json_object'\"}"),
        (400, "{\"error\":{\"code\":400,\"message\":\"JSON schema error: unsupported keyword 'minItems'\",\"type\":\"invalid_request_error\"}}"),
        (422, "{\"error\":\"Failed to compile the grammar for this request\"}"),
    ])
    func serverWithoutJSONSchemaSupportGetsJSONObject(status: Int, rejection: String) throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        // Rejected with the length limits, then without them: the third request is json_object.
        server.enqueue(.raw(status: status, headers: [:], body: rejection), .raw(status: status, headers: [:], body: rejection))
        let result = try client(server).generate(request())
        #expect(result.attempts == 3 && server.received.count == 3)
        let bodies = server.received.compactMap(\.jsonBody)
        #expect((bodies[1]["response_format"] as? [String: Any])?["type"] as? String == "json_schema")
        #expect(!String(decoding: server.received[1].body, as: UTF8.self).contains("maxLength"))
        #expect((bodies.last?["response_format"] as? [String: Any])?["type"] as? String == "json_object")
        let system = (bodies.last?["messages"] as? [[String: String]])?.first?["content"] ?? ""
        #expect(system.contains("JSON Schema") && system.contains("key_influences"))
    }

    /// The share texts' limits travel as `maxLength` (a grammar-compiling server enforces them); a server that
    /// refuses the keyword gets the same strict schema without it, from then on, and the answer still passes.
    @Test func lengthLimitsAreDroppedOnceForAServerThatRefusesThem() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        server.enqueue(.raw(status: 400, headers: [:], body: #"{"error":{"message":"Invalid schema for response_format 'app_report': 'maxLength' is not permitted.","type":"invalid_request_error","code":null}}"#))
        let client = try client(server)
        _ = try client.generate(request())
        _ = try client.generate(request())
        let sent = server.received.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(sent.count == 3 && sent[0].contains("\"maxLength\":280") && sent[0].contains("\"maxLength\":60"))
        #expect(!sent[1].contains("maxLength") && !sent[2].contains("maxLength"))
        #expect(server.received.compactMap(\.jsonBody).allSatisfy { ($0["response_format"] as? [String: Any])?["type"] as? String == "json_schema" })
    }

    @Test func manyThreadsShareOneClientAndReuseConnections() throws {
        let server = try LoopbackServer(defaultReply: ukrainian)
        let client = try client(server)
        let failures = Counter()
        let job = request()
        onThreads(8) { thread in
            for round in 0..<4 {
                var mine = job
                mine.jobID = "job-\(thread)-\(round)"
                if (try? client.generate(mine)) == nil { failures.increment() }
            }
        }
        #expect(failures.value == 0)
        #expect(server.received.count == 32)
        #expect(Set(server.received.compactMap { ($0.jsonBody?["metadata"] as? [String: String])?["job_id"] }).count == 32)
        #expect(server.connectionsAccepted <= 8, "\(server.connectionsAccepted) connections for 8 threads")
    }
}

struct UnexpectedSuccess: Error {}
