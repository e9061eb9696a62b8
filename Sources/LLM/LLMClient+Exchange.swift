import Foundation
import Transport

/// One Chat Completions exchange: send, classify the outcome, wait and resend per `RetryPolicy`.
extension LLMClient {
    struct Completion {
        let content: String
        let model: String?
        let usage: TokenUsage
        let attempts: Int
        let requestID: String?
    }

    /// An attempt that failed: how the retry policy sees it, and the error to throw if it gives up.
    struct FailedAttempt: Error {
        let failure: RetryPolicy.Failure
        let error: LLMError
    }

    func complete(_ messages: [ChatCompletionRequest.Message], for request: GenerationRequest,
                  priorAttempts: Int) throws -> Completion {
        var attempts = 0
        var fallbacks = 0
        while true {
            let mode = schemaMode.current
            let body = encodeBody(messages, request, mode)
            let estimatedTokens = body.count / 4 + (request.maxTokens ?? configuration.maxTokens)
            let wait = limiter.reserve(estimatedTokens: estimatedTokens)
            if wait > 0 { sleep(wait) }
            attempts += 1
            let failed: FailedAttempt
            do {
                let response = try http.send(httpRequest(body))
                limiter.observe(RateLimitHeaders(response.headerFields))
                if (200..<300).contains(response.status) {
                    return try completion(from: response, cap: request.maxTokens ?? configuration.maxTokens, attempts: attempts, estimatedTokens: estimatedTokens,
                                          priorAttempts: priorAttempts)
                }
                if fallbacks < 2, configuration.schemaFallback, mode == .jsonSchema, Self.rejectsSchema(response) {
                    // Counted as an attempt (a request was sent), not retried as a failure: the server said what it lacks.
                    fallbacks += 1
                    schemaMode.fallBack()
                    continue
                }
                failed = statusFailure(response)
            } catch let attempt as FailedAttempt {
                failed = attempt
            } catch let error as TransportError {
                failed = FailedAttempt(failure: .transport(transient: error.isTransient), error: map(error))
            }
            let policy = configuration.retryPolicy
            let decision = policy.decide(failed.failure, attemptsMade: attempts, now: Date(), random: random())
            let delay: Double? = if case .retry(let seconds) = decision { seconds } else { nil }
            // A 429 slows every worker of this client down, not just this one, even when this call gives up.
            if case .status(429, let headers, _) = failed.failure {
                let hinted = RetryPolicy.retryAfter(headers, now: Date()).map { min($0, policy.maxRetryAfter) }
                limiter.pause(for: hinted ?? delay ?? 0)
            }
            guard let delay else { throw failed.error.with(attempts: priorAttempts + attempts) }
            sleep(delay)
        }
    }

    private func completion(from response: HTTPResponse, cap: Int, attempts: Int, estimatedTokens: Int,
                            priorAttempts: Int) throws -> Completion {
        do {
            let completion = try answer(from: response, cap: cap, attempts: attempts, totalAttempts: priorAttempts + attempts)
            if completion.usage.unreportedCalls == 0 {
                limiter.settle(estimatedTokens: estimatedTokens, actualTokens: completion.usage.totalTokens)
            }
            return completion
        } catch let error as LLMError {
            if error.usage.unreportedCalls == 0 { limiter.settle(estimatedTokens: estimatedTokens, actualTokens: error.usage.totalTokens) }
            throw error
        }
    }

    /// Reads one 2xx Chat Completions answer, from the wire or from a batch's output file: the content, or an
    /// `LLMError` for a refusal, a cut-off or filtered answer (billed: it carries the usage), or a
    /// `FailedAttempt` for a body that is no chat completion.
    func answer(from response: HTTPResponse, cap: Int, attempts: Int = 1, totalAttempts: Int = 1) throws -> Completion {
        guard let decoded = try? JSONDecoder().decode(ChatCompletionResponse.self, from: response.body) else {
            throw FailedAttempt(failure: .badResponse, error: LLMError(
                .badResponse, "HTTP \(response.status) with a body that is not a chat completion (\(response.body.count) bytes)",
                status: response.status))
        }
        let usage = decoded.tokenUsage
        let total = totalAttempts
        guard let choice = decoded.choices.first else {
            throw FailedAttempt(failure: .badResponse, error: LLMError(.badResponse, "the answer has no choices", status: response.status))
        }
        if let refusal = choice.message?.refusal, !refusal.isEmpty {
            throw LLMError(.refusal, "the model refused: \(String(redactor.scrub(refusal).prefix(300)))", status: response.status,
                           attempts: total, usage: usage)
        }
        switch choice.finishReason {
        case "length" where usage.completionTokens > 0 && usage.completionTokens < cap:
            // Cut off below the cap: the server's context (prompt + answer per slot) ran out, not max_completion_tokens.
            throw LLMError(.contextLengthExceeded, "the server's context ran out after \(usage.completionTokens) completion tokens "
                           + "(\(usage.promptTokens) prompt tokens; the cap is \(cap)): give each server slot room for the prompt "
                           + "and the answer (docs/llm.md, sizing a local server)", status: response.status, attempts: total, usage: usage)
        case "length":
            throw LLMError(.finishLength, "the answer was cut off at the configured cap of \(cap) completion tokens "
                           + "(ASTROSVITLA_LLM_MAX_TOKENS)", status: response.status, attempts: total, usage: usage)
        case "content_filter":
            throw LLMError(.contentFilter, "the answer was withheld by the provider's content filter", status: response.status,
                           attempts: total, usage: usage)
        default:
            break
        }
        guard let content = choice.message?.content, !content.isEmpty else {
            throw FailedAttempt(failure: .badResponse, error: LLMError(.badResponse, "the answer has no content", status: response.status))
        }
        return Completion(content: content, model: decoded.model, usage: usage, attempts: attempts,
                          requestID: response.header("x-request-id"))
    }

    func statusFailure(_ response: HTTPResponse) -> FailedAttempt {
        let body = try? JSONDecoder().decode(ErrorResponse.self, from: response.body)
        // llama-server names a context overflow in `type` and puts the HTTP status in `code`.
        let errorCode = body?.error?.type == "exceed_context_size_error" ? "exceed_context_size_error" : body?.error?.code
        let serverText = body?.error?.message ?? body?.detail ?? String(decoding: response.body.prefix(200), as: UTF8.self)
        let code = LLMError.code(forStatus: response.status, errorCode: errorCode)
        let message = "HTTP \(response.status)\(errorCode.map { " (\($0))" } ?? ""): \(String(redactor.scrub(serverText).prefix(300)))"
        return FailedAttempt(failure: .status(response.status, headers: response.headerFields, errorCode: errorCode),
                             error: LLMError(code, message, status: response.status))
    }

    func map(_ error: TransportError) -> LLMError {
        let code: LLMError.Code = switch error.kind {
        case .timeout: .timeout
        case .connection: .connection
        case .tls: .tls
        case .bodyTooLarge: .responseTooLarge
        case .invalidRequest, .internalFailure: .configuration
        }
        return LLMError(code, redactor.scrub(error.message))
    }

    /// A server that cannot take the schema says so in its own words: llama-cpp-python with a 500 naming the
    /// allowed types, llama.cpp with a 400 "JSON schema error…", proxies with a 400/422. Any mention of the
    /// schema or the response format counts; the answer is still validated against the schema either way.
    private static func rejectsSchema(_ response: HTTPResponse) -> Bool {
        guard [400, 422, 500].contains(response.status) else { return false }
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
        return ["response_format", "response format", "schema", "json_object", "grammar"].contains { text.contains($0) }
    }

    func encodeBody(_ messages: [ChatCompletionRequest.Message], _ request: GenerationRequest,
                    _ mode: LLMConfiguration.SchemaMode) -> Data {
        let system = ChatCompletionRequest.Message(role: "system", content: systemMessage(for: request, mode: mode))
        let body = ChatCompletionRequest(model: configuration.model, messages: [system] + messages,
                                         temperature: configuration.temperature,
                                         maxCompletionTokens: request.maxTokens ?? configuration.maxTokens,
                                         seed: configuration.seed, schemaMode: mode, schemaName: request.schemaName,
                                         schema: schemaMode.sendsLengthLimits ? request.schema : request.schema.removing("maxLength"),
                                         metadata: [("language", request.language.code), ("job_id", request.jobID)])
        return Data(body.json.serialized().utf8)
    }

    private func httpRequest(_ body: Data) -> HTTPRequest {
        var headers: [(name: String, value: String)] = [("Content-Type", "application/json"), ("Accept", "application/json"),
                                                        ("User-Agent", "astrosvitla-batch/1")]
        if let key = configuration.apiKey { headers.append(("Authorization", "Bearer \(key)")) }
        return HTTPRequest(method: .post, url: configuration.chatCompletionsURL, headers: headers, body: body,
                           timeout: configuration.requestTimeout, connectTimeout: configuration.connectTimeout)
    }
}
