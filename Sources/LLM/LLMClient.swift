import Synchronization
import Foundation
import Localization
import Report
import Transport

/// The LLM report backend: one call to `generate` sends the request (with retries and rate limits),
/// validates the answer, and on a validation failure sends ONE corrective retry that says exactly what
/// was wrong. Safe to call from many threads at once: each call borrows its own libcurl handle.
package final class LLMClient: Sendable {
    package let configuration: LLMConfiguration
    let http: HTTPClient
    /// Batch API calls: the same transport with room for a batch's output file.
    let files: HTTPClient
    let limiter: RateLimiter
    let redactor: SecretRedactor
    let schemaMode: SchemaModeState
    let random: @Sendable () -> Double
    let sleep: @Sendable (Double) -> Void

    /// - Parameters:
    ///   - random: jitter source in 0..<1 (inject a constant in tests).
    ///   - sleep: how waiting is done (seconds).
    ///   - clock: monotonic seconds for the rate limiter.
    package init(configuration: LLMConfiguration,
                random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
                sleep: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) },
                clock: @escaping @Sendable () -> Double = RateLimiter.monotonicSeconds) throws {
        self.configuration = configuration
        do {
            http = try HTTPClient(limits: TransportLimits(maxResponseBytes: configuration.maxResponseBytes))
            files = try HTTPClient(limits: TransportLimits(maxResponseBytes: configuration.maxBatchFileBytes))
        } catch {
            throw LLMError(.configuration, "cannot start the HTTP transport: \(error)")
        }
        limiter = RateLimiter(requestsPerMinute: configuration.requestsPerMinute,
                              tokensPerMinute: configuration.tokensPerMinute, clock: clock)
        redactor = SecretRedactor(secret: configuration.apiKey)
        schemaMode = SchemaModeState(configuration.schemaMode, lengthLimits: configuration.schemaLengthLimits)
        self.random = random
        self.sleep = sleep
    }

    /// Generates one validated report or throws an `LLMError` whose code says why not. With `earlier`, it
    /// continues a conversation a batch began: the corrective retry of a batch answer that failed validation,
    /// sent synchronously (its usage and cost are added to the result).
    package func generate(_ request: GenerationRequest, continuing earlier: BatchCorrection? = nil) throws -> GenerationResult {
        let start = ContinuousClock.now
        let validator = AnswerValidator(request)
        var messages = earlier?.messages ?? [ChatCompletionRequest.Message(role: "user", content: request.userMessage)]
        var attempts = earlier?.attempts ?? 0
        var usage = TokenUsage()
        var corrected = earlier != nil
        func total(_ usage: TokenUsage) -> TokenUsage { usage + (earlier?.usage ?? TokenUsage()) }
        func cost(_ usage: TokenUsage) -> Double? {
            guard let synchronous = configuration.cost(of: usage) else { return nil }
            guard let earlier else { return synchronous }
            return earlier.cost.map { $0 + synchronous }
        }
        while true {
            let completion: Completion
            do {
                completion = try complete(messages, for: request, priorAttempts: attempts)
            } catch let error as LLMError {
                throw error.adding(total(usage))
            }
            attempts += completion.attempts
            usage = usage + completion.usage
            switch validator.validate(completion.content) {
            case .valid(let report, let factClaims):
                return GenerationResult(report: report, rawJSON: completion.content,
                                        model: completion.model ?? configuration.model, usage: total(usage),
                                        cost: cost(usage), attempts: attempts, corrected: corrected, factClaims: factClaims,
                                        latency: ContinuousClock.now - start, requestID: completion.requestID)
            case .invalid(let code, let problems):
                let summary = redactor.scrub(problems.prefix(12).joined(separator: "; "))
                guard !corrected else {
                    throw LLMError(code, "answer rejected after a corrective retry: \(summary)", attempts: attempts, usage: total(usage))
                }
                corrected = true
                messages += [ChatCompletionRequest.Message(role: "assistant", content: completion.content),
                             ChatCompletionRequest.Message(role: "user", content: Self.correction(problems, request.language))]
            }
        }
    }

    /// The extra user message of the corrective retry.
    static func correction(_ problems: [String], _ language: Language) -> String {
        "Your previous answer was rejected for these reasons:\n" + problems.map { "- \($0)" }.joined(separator: "\n")
            + "\nAnswer again with the complete JSON object, fixing exactly these problems. "
            + PromptLanguage.instruction(for: language)
    }

    /// The system message as sent: the caller's text, the language line, and in `json_object` mode the
    /// schema itself (that mode has no other way to carry it).
    func systemMessage(for request: GenerationRequest, mode: LLMConfiguration.SchemaMode) -> String {
        var text = request.systemMessage + "\n\n" + PromptLanguage.instruction(for: request.language)
        if mode == .jsonObject {
            text += "\nAnswer with one JSON object that matches this JSON Schema:\n" + request.schema.serialized()
        }
        return text
    }
}

/// The schema mode in use. A server that rejects the schema is first sent it without the share texts' length
/// limits (`maxLength`, which servers that compile schemas to grammars enforce and others refuse), then, if it
/// rejects that too, `json_object`; each step once per client.
final class SchemaModeState: Sendable {
    private let state: Mutex<(mode: LLMConfiguration.SchemaMode, lengths: Bool)>

    init(_ mode: LLMConfiguration.SchemaMode, lengthLimits: Bool) {
        state = Mutex((mode, lengthLimits))
    }

    var current: LLMConfiguration.SchemaMode { state.withLock { $0.mode } }
    var sendsLengthLimits: Bool { state.withLock { $0.lengths } }

    /// After a rejection of the schema: drop the length limits, or else the schema itself.
    func fallBack() {
        state.withLock { state in
            if state.mode == .jsonSchema, state.lengths { state.lengths = false } else { state.mode = .jsonObject }
        }
    }
}
