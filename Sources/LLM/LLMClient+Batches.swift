import Foundation
import JSON
import Transport

/// The conversation so far of a request whose batch answer failed validation: the prompt, that answer and
/// the correction, plus what the batch already spent. Sent again (in the next batch or synchronously), a
/// second invalid answer fails the job, exactly as on the synchronous path.
package struct BatchCorrection: Sendable {
    /// Empty when judging the answer to a corrective retry a batch already carried.
    let messages: [ChatCompletionRequest.Message]
    package let usage: TokenUsage
    /// At the batch price; nil when the model's price is unknown.
    package let cost: Double?
    package let attempts: Int

    init(messages: [ChatCompletionRequest.Message], usage: TokenUsage, cost: Double?, attempts: Int) {
        self.messages = messages
        self.usage = usage
        self.cost = cost
        self.attempts = attempts
    }

    /// What the first answer of a corrective retry cost, as recorded with the batch request.
    package init(usage: TokenUsage, cost: Double?, attempts: Int) {
        self.init(messages: [], usage: usage, cost: cost, attempts: attempts)
    }
}

/// What a batch's answer to one request comes to.
package enum BatchVerdict: Sendable {
    case report(GenerationResult)
    /// Valid JSON that failed validation: send the corrective retry.
    case correction(BatchCorrection)
    /// An answer that fails the job (refusal, cut off, a 4xx for this request, a second invalid answer).
    case failed(LLMError)
    /// The provider could not answer this request (5xx, 429, timeout inside the batch): not the job's fault.
    case unanswered(LLMError)
}

/// OpenAI's Batch API (`/v1/files`, `/v1/batches`) over the same transport, key and redaction as the chat
/// calls. Reads and cancels are retried per `RetryPolicy`; creating a batch is never resent blindly (a lost
/// answer might mean it exists): the caller looks for it by its metadata instead.
extension LLMClient {
    /// Uploads the JSONL input file at `path` (`purpose=batch`, multipart, streamed from disk) and returns its file id.
    package func uploadBatchInput(at path: String, fileName: String) throws -> String {
        let form = [HTTPRequest.FormPart(name: "purpose", data: Data("batch".utf8)),
                    HTTPRequest.FormPart(name: "file", fileName: fileName, contentType: "application/jsonl", path: path)]
        let json = try exchange(.post, configuration.filesURL, form: form, retrying: false, what: "uploading the batch input")
        guard let id = json["id"]?.string else { throw LLMError(.badResponse, "the file upload's answer has no id") }
        return id
    }

    package func createBatch(inputFileID: String, metadata: [(String, String)]) throws -> BatchObject {
        let body: JSONValue = .object([
            ("input_file_id", .string(inputFileID)), ("endpoint", "/v1/chat/completions"), ("completion_window", "24h"),
            ("metadata", .object(metadata.map { ($0.0, .string($0.1)) })),
        ])
        let json = try exchange(.post, configuration.batchesURL, body: body, retrying: false, what: "creating the batch")
        guard let batch = BatchObject(json) else {
            var error = LLMError(.badResponse, "creating the batch: the answer is not a batch object")
            error.batchID = json["id"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            throw error
        }
        return batch
    }

    package func retrieveBatch(_ id: String) throws -> BatchObject {
        try batchObject(exchange(.get, "\(configuration.batchesURL)/\(Self.pathSegment(id))", what: "reading batch \(id)"))
    }

    /// One page of the account's batches, newest first (`after`: the last id of the previous page).
    package func listBatches(after: String? = nil, limit: Int = 100) throws -> (batches: [BatchObject], hasMore: Bool) {
        let query = "?limit=\(limit)" + (after.map { "&after=\(Self.pathSegment($0))" } ?? "")
        let json = try exchange(.get, configuration.batchesURL + query, what: "listing batches")
        return ((json["data"]?.array ?? []).compactMap(BatchObject.init), json["has_more"]?.bool ?? false)
    }

    package func cancelBatch(_ id: String) throws -> BatchObject {
        try batchObject(exchange(.post, "\(configuration.batchesURL)/\(Self.pathSegment(id))/cancel", body: JSONValue.object([JSONMember]()),
                                 what: "cancelling batch \(id)"))
    }

    /// A file's bytes (a batch's output or error JSONL).
    package func fileContent(_ id: String) throws -> Data {
        try send(.get, "\(configuration.filesURL)/\(Self.pathSegment(id))/content", body: nil, form: nil, retrying: true,
                 what: "downloading file \(id)").body
    }

    /// Removes a file at the provider (the input holds birth data; nothing is kept there longer than needed).
    package func deleteFile(_ id: String) throws {
        _ = try exchange(.delete, "\(configuration.filesURL)/\(Self.pathSegment(id))", what: "deleting file \(id)")
    }

    /// One line of a batch input file: the same body a synchronous call sends (schema mode, language
    /// instruction, metadata), under `custom_id`. `correction` carries the conversation of a corrective retry.
    package func batchLine(customID: String, request: GenerationRequest, correction: BatchCorrection? = nil) -> Data {
        let messages = correction?.messages ?? [ChatCompletionRequest.Message(role: "user", content: request.userMessage)]
        let body = encodeBody(messages, request, schemaMode.current)
        var line = Data("{\"custom_id\":\(JSONEscaping.quoted(customID)),\"method\":\"POST\",\"url\":\"/v1/chat/completions\",\"body\":".utf8)
        line.append(body)
        line.append(contentsOf: Array("}\n".utf8))
        return line
    }

    /// Judges a batch's answer to `request` exactly as a synchronous answer is judged: status, finish reason,
    /// refusal, then schema, language and terminology; `correction` is the conversation if this was already
    /// the corrective retry.
    package func judge(_ line: BatchResultLine, request: GenerationRequest, correction: BatchCorrection? = nil) -> BatchVerdict {
        let earlierUsage = correction?.usage ?? TokenUsage()
        let earlierAttempts = correction?.attempts ?? 0
        guard let status = line.statusCode, let body = line.body else {
            // The batch itself could not send it (expired, or an error-file line without a response).
            let message = redactor.scrub("the batch gave no answer: \(line.errorCode ?? "no response")\(line.errorMessage.map { ": \($0)" } ?? "")")
            return .unanswered(LLMError(.serverError, message, attempts: earlierAttempts + 1, usage: earlierUsage))
        }
        let response = HTTPResponse(status: status, headers: [], body: Data(body.utf8), newConnections: 0)
        guard (200..<300).contains(status) else {
            let code = LLMError.code(forStatus: status, errorCode: line.errorCode)
            let error = LLMError(code, redactor.scrub("HTTP \(status) in the batch\(line.errorCode.map { " (\($0))" } ?? ""): ")
                                     + String(redactor.scrub(line.errorMessage ?? "").prefix(300)),
                                 status: status, attempts: earlierAttempts + 1, usage: earlierUsage)
            return RetryPolicy.isRetryable(status: status, errorCode: line.errorCode) ? .unanswered(error) : .failed(error)
        }
        let completion: Completion
        do {
            completion = try answer(from: response, cap: request.maxTokens ?? configuration.maxTokens)
        } catch let error as LLMError {
            return .failed(error.with(attempts: earlierAttempts + 1).adding(earlierUsage))
        } catch let attempt as FailedAttempt {
            return .failed(attempt.error.with(attempts: earlierAttempts + 1).adding(earlierUsage))
        } catch {
            return .failed(LLMError(.badResponse, "\(error)", attempts: earlierAttempts + 1, usage: earlierUsage))
        }
        let usage = earlierUsage + completion.usage
        let cost = configuration.cost(of: completion.usage, batched: true).flatMap { batch in
            correction == nil ? batch : correction?.cost.map { $0 + batch }
        }
        let validator = AnswerValidator(request)
        switch validator.validate(completion.content) {
        case .valid(let report, let factClaims):
            return .report(GenerationResult(report: report, rawJSON: completion.content, model: completion.model ?? configuration.model,
                                            usage: usage, cost: cost, attempts: earlierAttempts + 1, corrected: correction != nil,
                                            factClaims: factClaims,
                                            latency: .zero, requestID: completion.requestID))
        case .invalid(let code, let problems):
            guard correction == nil else {
                let summary = redactor.scrub(problems.prefix(12).joined(separator: "; "))
                return .failed(LLMError(code, "answer rejected after a corrective retry: \(summary)", attempts: earlierAttempts + 1,
                                        usage: usage))
            }
            let messages = [ChatCompletionRequest.Message(role: "user", content: request.userMessage),
                            ChatCompletionRequest.Message(role: "assistant", content: completion.content),
                            ChatCompletionRequest.Message(role: "user", content: Self.correction(problems, request.language))]
            return .correction(BatchCorrection(messages: messages, usage: usage, cost: cost, attempts: 1))
        }
    }

    private func batchObject(_ json: JSONValue) throws -> BatchObject {
        guard let batch = BatchObject(json) else { throw LLMError(.badResponse, "the answer is not a batch object") }
        return batch
    }

    private func exchange(_ method: HTTPRequest.Method, _ url: String, body: JSONValue? = nil, form: [HTTPRequest.FormPart]? = nil,
                          retrying: Bool = true, what: String) throws -> JSONValue {
        let response = try send(method, url, body: body, form: form, retrying: retrying, what: what)
        guard let json = try? JSONParser.parse(String(decoding: response.body, as: UTF8.self)) else {
            throw LLMError(.badResponse, "\(what): HTTP \(response.status) with a body that is not JSON", status: response.status)
        }
        return json
    }

    /// Sends one Batch API request, retrying per the policy when `retrying`; a non-2xx that is not retried
    /// becomes an `LLMError` with the server's words (redacted).
    private func send(_ method: HTTPRequest.Method, _ url: String, body: JSONValue?, form: [HTTPRequest.FormPart]?,
                      retrying: Bool, what: String) throws -> HTTPResponse {
        var attempts = 0
        while true {
            attempts += 1
            var headers: [(name: String, value: String)] = [("Accept", "application/json"), ("User-Agent", "astrosvitla-batch/1")]
            if body != nil { headers.append(("Content-Type", "application/json")) }
            if let key = configuration.apiKey { headers.append(("Authorization", "Bearer \(key)")) }
            let request = HTTPRequest(method: method, url: url, headers: headers, body: Data((body?.serialized() ?? "").utf8), form: form,
                                      timeout: configuration.requestTimeout, connectTimeout: configuration.connectTimeout)
            let failure: RetryPolicy.Failure
            let error: LLMError
            do {
                let response = try files.send(request)
                if (200..<300).contains(response.status) { return response }
                let failed = statusFailure(response)
                (failure, error) = (failed.failure, LLMError(failed.error.code, "\(what): \(failed.error.message)", status: response.status))
            } catch let transport as TransportError {
                (failure, error) = (.transport(transient: transport.isTransient), LLMError(map(transport).code, "\(what): \(map(transport).message)"))
            }
            guard retrying, case .retry(let delay) = configuration.retryPolicy.decide(failure, attemptsMade: attempts, now: Date(),
                                                                                         random: random()) else {
                throw error.with(attempts: attempts)
            }
            sleep(delay)
        }
    }

    /// An id as one path segment: OpenAI ids are `[A-Za-z0-9_-]`, anything else is percent-encoded.
    static func pathSegment(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")) ?? id
    }
}
