import Foundation
import JSON

/// A loopback server that speaks OpenAI's Batch API and Chat Completions: `POST /v1/files`
/// (multipart), `GET /v1/files/{id}/content`, `DELETE /v1/files/{id}`, `POST /v1/batches`,
/// `GET /v1/batches/{id}`, `GET /v1/batches` (newest first, paged), `POST /v1/batches/{id}/cancel`. Each batch
/// walks through `script.steps`, one step per poll, then ends as the script says: completed, failed with
/// errors, expired or cancelled with part of its output; its output lines come in another order than the
/// input when `script.shuffled`, and scripted requests go to the error file. Input files and batch bodies
/// are checked the way the provider checks them (a bad one gets the provider's 400).
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
package final class BatchServer: @unchecked Sendable {
    package struct Script: Sendable {
        /// Statuses a batch reports on successive polls before it ends.
        package var steps: [String] = ["validating", "in_progress", "finalizing"]
        package var end: End = .completed
        /// Output lines in reverse input order (the API promises no order).
        package var shuffled = true
        /// Input lines (0-based) whose answer is this HTTP status in the error file instead of an answer.
        package var errorLines: [Int: Int] = [:]

        package init() {}
    }

    package enum End: Sendable {
        case completed
        /// The batch failed validation: no output at all, `errors.data` says why.
        case failed(message: String)
        /// Past the window with only the first `answered` requests done.
        case expired(answered: Int)
    }

    package let http: LoopbackServer
    package var baseURL: String { http.baseURL }
    private let lock = NSLock()
    private var files: [String: (name: String, purpose: String, data: Data)] = [:]
    private var batches: [String: Batch] = [:]
    private var created: [String] = []
    private var counter = 0
    private var pollFailures = 0
    private var createFailures: (count: Int, status: Int) = (0, 503)
    private var corrupted: Set<String> = []
    private var hidden = false
    private var createAnswersWithoutStatus = false
    private var scriptValue = Script()
    private var answerValue: @Sendable (JSONValue) -> (status: Int, body: String)

    private struct Batch {
        var id: String
        var inputFileID: String
        var metadata: JSONValue
        var createdAt: Int
        var step = 0
        var status: String
        var script: Script
        var outputFileID: String?
        var errorFileID: String?
        var total = 0
        var completed = 0
        var failed = 0
        var errors: [String] = []
        var cancelled = false
    }

    /// `answer` gives the status and chat completion body for one input line's `body`.
    package init(answer: @escaping @Sendable (JSONValue) -> (status: Int, body: String)) throws {
        answerValue = answer
        let box = WeakBox()
        http = try LoopbackServer(defaultReply: .handled { request in box.server?.handle(request) ?? .error(status: 503) }, lifetime: 600)
        box.server = self
    }

    package var script: Script {
        get { lock.withLock { scriptValue } }
        set { lock.withLock { scriptValue = newValue } }
    }

    /// The next `count` polls of a batch get a 500.
    package func failNextPolls(_ count: Int) { lock.withLock { pollFailures = count } }

    /// The next `count` batch creations get `status` (the batch is not created: an outage, or a refusal).
    package func failNextCreates(_ count: Int, status: Int = 503) { lock.withLock { createFailures = (count, status) } }

    /// Polls of this batch get a 200 whose body is not a batch (a proxy's page of JSON, a broken gateway).
    package func corruptStatus(of batchID: String) { _ = lock.withLock { corrupted.insert(batchID) } }

    /// The list of batches shows none (a listing that lags, or pages that end too soon).
    package func hideFromList() { lock.withLock { hidden = true } }

    /// Creating a batch creates it, but the answer lacks its status (a gateway that mangles it): only its id is readable.
    package func answerCreationWithoutStatus() { lock.withLock { createAnswersWithoutStatus = true } }

    /// Ids of the files still stored.
    package var fileIDs: Set<String> { lock.withLock { Set(files.keys) } }

    /// Batches created so far, oldest first.
    package var batchIDs: [String] { lock.withLock { created } }

    /// Files still stored (uploads and outputs not deleted).
    package var fileCount: Int { lock.withLock { files.count } }

    /// Creates a batch as if a client had (the crash test: created, never recorded by the client).
    package func createBatch(inputLines: Data, metadata: [String: String]) -> String {
        lock.withLock {
            let fileID = nextID("file")
            files[fileID] = ("input.jsonl", "batch", inputLines)
            let json = JSONValue.object(metadata.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            return makeBatch(inputFileID: fileID, metadata: json).id
        }
    }

    private final class WeakBox: @unchecked Sendable { weak var server: BatchServer? }

    private func handle(_ request: ReceivedRequest) -> ScriptedReply {
        let path = request.path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.path
        let query = request.path.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        let parts = path.split(separator: "/").map(String.init)  // ["v1", "batches", id, "cancel"]
        return lock.withLock { () -> ScriptedReply in
            switch (request.method, parts.dropFirst().first, parts.count) {
            case ("POST", "files", 2): return upload(request)
            case ("GET", "files", 4) where parts[3] == "content":
                guard let file = files[parts[2]] else { return notFound("file") }
                return .raw(status: 200, headers: ["Content-Type": "application/octet-stream"], body: String(decoding: file.data, as: UTF8.self))
            case ("DELETE", "files", 3):
                guard files.removeValue(forKey: parts[2]) != nil else { return notFound("file") }
                return json(200, ["id": .string(parts[2]), "object": "file", "deleted": true])
            case ("POST", "chat", 3) where parts[2] == "completions":
                // A synchronous call (a corrective retry sent at once) is answered the same way.
                guard let body = try? JSONParser.parse(String(decoding: request.body, as: UTF8.self)) else { return badRequest("not JSON") }
                let (status, answer) = answerValue(body)
                return .raw(status: status, headers: [:], body: answer)
            case ("POST", "batches", 2):
                if createFailures.count > 0 {
                    createFailures.count -= 1
                    return .error(status: createFailures.status)
                }
                return create(request)
            case ("GET", "batches", 2): return list(query)
            case ("GET", "batches", 3):
                if pollFailures > 0 {
                    pollFailures -= 1
                    return .error(status: 500)
                }
                guard var batch = batches[parts[2]] else { return notFound("batch") }
                if corrupted.contains(batch.id) { return json(200, ["object": "batch", "note": "status withheld"]) }
                advance(&batch)
                batches[batch.id] = batch
                return json(200, object(batch))
            case ("POST", "batches", 4) where parts[3] == "cancel":
                guard var batch = batches[parts[2]] else { return notFound("batch") }
                guard !BatchServer.finished.contains(batch.status) else {
                    return json(409, ["error": ["message": .string("batch \(batch.id) is \(batch.status)"), "type": "invalid_request_error"]])
                }
                batch.cancelled = true
                batch.status = "cancelling"
                batches[batch.id] = batch
                return json(200, object(batch))
            default:
                return notFound("route \(request.method) \(path)")
            }
        }
    }

    private static let finished: Set<String> = ["completed", "failed", "expired", "cancelled"]

    private func nextID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)-\(counter)"
    }

    /// `multipart/form-data` with `purpose=batch` and a `file` part, as the provider requires.
    private func upload(_ request: ReceivedRequest) -> ScriptedReply {
        guard let type = request.headers["content-type"], type.hasPrefix("multipart/form-data"),
              let boundary = type.components(separatedBy: "boundary=").last?.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) else {
            return badRequest("Content-Type must be multipart/form-data")
        }
        let fields = Self.formFields(request.body, boundary: boundary)
        guard let purpose = fields["purpose"].map({ String(decoding: $0.data, as: UTF8.self) }), purpose == "batch" else {
            return badRequest("purpose must be batch")
        }
        guard let file = fields["file"], let name = file.fileName else { return badRequest("missing file") }
        let id = nextID("file")
        files[id] = (name, purpose, file.data)
        return json(200, ["id": .string(id), "object": "file", "bytes": .number(file.data.count), "created_at": .number(1_795_000_000),
                          "filename": .string(name), "purpose": "batch"])
    }

    private func create(_ request: ReceivedRequest) -> ScriptedReply {
        guard let body = try? JSONParser.parse(String(decoding: request.body, as: UTF8.self)),
              let fileID = body["input_file_id"]?.string else { return badRequest("input_file_id is required") }
        guard body["endpoint"]?.string == "/v1/chat/completions" else { return badRequest("unsupported endpoint") }
        guard body["completion_window"]?.string == "24h" else { return badRequest("completion_window must be 24h") }
        guard let file = files[fileID] else { return notFound("file \(fileID)") }
        var seen: Set<String> = []
        for (index, line) in file.data.split(separator: UInt8(ascii: "\n")).enumerated() {
            guard let item = try? JSONParser.parse(String(decoding: line, as: UTF8.self)), let customID = item["custom_id"]?.string,
                  item["method"]?.string == "POST", item["url"]?.string == "/v1/chat/completions",
                  item["body"]?["model"]?.string != nil, item["body"]?["messages"]?.array != nil else {
                return badRequest("line \(index + 1) is not a batch request")
            }
            guard seen.insert(customID).inserted else { return badRequest("duplicate custom_id \(customID)") }
        }
        let batch = makeBatch(inputFileID: fileID, metadata: body["metadata"] ?? .null)
        if createAnswersWithoutStatus { return json(200, ["id": .string(batch.id), "object": "batch"]) }
        return json(200, object(batch))
    }

    private func makeBatch(inputFileID: String, metadata: JSONValue) -> Batch {
        let id = nextID("batch")
        let total = files[inputFileID]?.data.split(separator: UInt8(ascii: "\n")).count ?? 0
        let batch = Batch(id: id, inputFileID: inputFileID, metadata: metadata, createdAt: 1_795_000_000 + counter,
                          status: scriptValue.steps.first ?? "validating", script: scriptValue, total: total)
        batches[id] = batch
        created.append(id)
        return batch
    }

    /// One poll later: the next scripted status, or the end with its output and error files.
    private func advance(_ batch: inout Batch) {
        guard !Self.finished.contains(batch.status) else { return }
        if batch.cancelled {
            finish(&batch, status: "cancelled", answered: 0)
            return
        }
        batch.step += 1
        if batch.step < batch.script.steps.count {
            batch.status = batch.script.steps[batch.step]
            return
        }
        switch batch.script.end {
        case .completed: finish(&batch, status: "completed", answered: Int.max)
        case .expired(let answered): finish(&batch, status: "expired", answered: answered)
        case .failed(let message):
            batch.status = "failed"
            batch.errors = [message]
        }
    }

    private func finish(_ batch: inout Batch, status: String, answered: Int) {
        batch.status = status
        let lines = files[batch.inputFileID]?.data.split(separator: UInt8(ascii: "\n")) ?? []
        var output: [String] = [], errors: [String] = []
        for (index, line) in lines.enumerated() where index < answered {
            guard let item = try? JSONParser.parse(String(decoding: line, as: UTF8.self)), let customID = item["custom_id"]?.string else { continue }
            let requestID = "req-\(batch.id)-\(index)"
            if let status = batch.script.errorLines[index] {
                let body = #"{"error":{"message":"scripted \#(status)","type":"server_error","code":null}}"#
                errors.append(#"{"id":"\#(requestID)","custom_id":\#(JSONEscaping.quoted(customID)),"response":{"status_code":\#(status),"request_id":"\#(requestID)","body":\#(body)},"error":null}"#)
                batch.failed += 1
                continue
            }
            let (status, body) = answerValue(item["body"] ?? .null)
            output.append(#"{"id":"\#(requestID)","custom_id":\#(JSONEscaping.quoted(customID)),"response":{"status_code":\#(status),"request_id":"\#(requestID)","body":\#(body)},"error":null}"#)
            batch.completed += 1
        }
        if batch.script.shuffled { output.reverse() }
        if !output.isEmpty {
            let id = nextID("file")
            files[id] = ("batch_output.jsonl", "batch_output", Data((output.joined(separator: "\n") + "\n").utf8))
            batch.outputFileID = id
        }
        if !errors.isEmpty {
            let id = nextID("file")
            files[id] = ("batch_errors.jsonl", "batch_output", Data((errors.joined(separator: "\n") + "\n").utf8))
            batch.errorFileID = id
        }
    }

    private func list(_ query: String) -> ScriptedReply {
        let parameters = Dictionary(query.split(separator: "&").compactMap { pair -> (String, String)? in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }, uniquingKeysWith: { first, _ in first })
        let limit = Int(parameters["limit"] ?? "20") ?? 20
        var newestFirst = hidden ? [] : Array(created.reversed())
        if let after = parameters["after"], let position = newestFirst.firstIndex(of: after) {
            newestFirst = Array(newestFirst[(position + 1)...])
        }
        let page = newestFirst.prefix(limit).compactMap { batches[$0] }
        return json(200, ["object": "list", "data": .array(page.map(object)), "first_id": page.first.map { .string($0.id) } ?? .null,
                          "last_id": page.last.map { .string($0.id) } ?? .null, "has_more": .bool(newestFirst.count > limit)])
    }

    private func object(_ batch: Batch) -> JSONValue {
        .object([
            ("id", .string(batch.id)), ("object", "batch"), ("endpoint", "/v1/chat/completions"),
            ("errors", batch.errors.isEmpty ? .null : ["object": "list", "data": .array(batch.errors.map { ["code": "invalid_request", "message": .string($0), "line": 1] })]),
            ("input_file_id", .string(batch.inputFileID)), ("completion_window", "24h"), ("status", .string(batch.status)),
            ("output_file_id", batch.outputFileID.map { .string($0) } ?? .null), ("error_file_id", batch.errorFileID.map { .string($0) } ?? .null),
            ("created_at", .number(batch.createdAt)),
            ("request_counts", ["total": .number(batch.total), "completed": .number(batch.completed), "failed": .number(batch.failed)]),
            ("metadata", batch.metadata),
        ])
    }

    private func json(_ status: Int, _ value: JSONValue) -> ScriptedReply {
        .raw(status: status, headers: [:], body: value.serialized())
    }

    private func badRequest(_ message: String) -> ScriptedReply {
        json(400, ["error": ["message": .string(message), "type": "invalid_request_error", "param": .null, "code": .null]])
    }

    private func notFound(_ what: String) -> ScriptedReply {
        json(404, ["error": ["message": .string("no such \(what)"), "type": "invalid_request_error", "param": .null, "code": .null]])
    }

    /// The fields of a multipart body: name → (file name, bytes).
    package static func formFields(_ body: Data, boundary: String) -> [String: (fileName: String?, data: Data)] {
        var fields: [String: (String?, Data)] = [:]
        let delimiter = Data("--\(boundary)".utf8)
        var parts: [Data] = []
        var rest = body[...]
        while let range = rest.firstRange(of: delimiter) {
            parts.append(Data(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        for part in parts.dropFirst() {
            guard let headEnd = part.firstRange(of: Data("\r\n\r\n".utf8)) else { continue }
            let head = String(decoding: part[..<headEnd.lowerBound], as: UTF8.self)
            var content = Data(part[headEnd.upperBound...])
            if content.suffix(2) == Data("\r\n".utf8) { content.removeLast(2) }
            func attribute(_ name: String) -> String? {
                guard let range = head.range(of: "\(name)=\"") else { return nil }
                return String(head[range.upperBound...].prefix { $0 != "\"" })
            }
            guard let name = attribute(" name") ?? attribute(";name") else { continue }
            fields[name] = (attribute("filename"), content)
        }
        return fields
    }
}
