import Foundation
import LLM
import Queue
import Report
import Store
import Support

extension BatchRunner {
    /// Sends this run's corrective retries, the claims of crashed runs and the inbox as new batches of at most
    /// `batchSize` requests and `batchInputBytes` bytes (one input file per batch).
    func submit(_ store: ReportStore) throws {
        var pending: PendingBatch?
        func add(_ line: Data, _ record: BatchRequestRecord) throws {
            if let current = pending, current.records.count >= settings.batchSize || current.bytes + line.count > settings.batchInputBytes {
                try send(current, store: store)
                pending = nil
            }
            if pending == nil { pending = try PendingBatch(queue: queue) }
            try pending?.append(line, record)
        }
        let waiting = takeCorrections()
        for item in waiting {
            let (prompt, generation) = backend.generationRequest(chart: item.job.chart, request: item.job.reportRequest)
            runner.pool.begin(item.key)
            try add(client.batchLine(customID: item.key, request: generation, correction: item.correction),
                    BatchRequestRecord(claimKey: item.key, jobID: item.job.request.id, languageCode: item.job.reportRequest.language.code,
                                       corrected: true, prior: Bill(promptTokens: item.correction.usage.promptTokens,
                                                                    cachedTokens: item.correction.usage.cachedTokens,
                                                                    completionTokens: item.correction.usage.completionTokens,
                                                                    costUSD: item.correction.cost),
                                       sent: Self.sent(prompt)))
        }
        // Claims a crashed run left (not those waiting in a batch), then the inbox, as `run` takes them.
        var keys = try runner.recover(store: store)
        keys.forEach(runner.pool.begin)
        for name in try queue.inbox() where !runner.stop.isRaised {
            let key = runner.makeClaimKey(for: name)
            runner.pool.begin(key)
            if runner.claim(name, as: key, store: store) { keys.append(key) } else { runner.pool.end(key) }
        }
        for key in keys where !runner.stop.isRaised {
            guard let (line, record) = try request(for: key, store: store) else { runner.pool.end(key); continue }
            try add(line, record)
        }
        if let pending { try send(pending, store: store) }
    }

    /// The batch line for a claimed job, or nil when the job failed here (unreadable, invalid, duplicate).
    private func request(for key: String, store: ReportStore) throws -> (Data, BatchRequestRecord)? {
        let prepared: Result<PreparedJob, JobError> = Result { () throws(JobError) in try prepare(key) }
        switch prepared {
        case .failure(let error):
            runner.fail(key, store: store, jobID: nil, error: error)
            return nil
        case .success(let job):
            do { try runner.reserve(job.request, key: key, store: store) } catch let error as JobError {
                runner.fail(key, store: store, jobID: job.request.id, error: error)
                return nil
            }
            let (prompt, generation) = backend.generationRequest(chart: job.chart, request: job.reportRequest)
            return (client.batchLine(customID: key, request: generation),
                    BatchRequestRecord(claimKey: key, jobID: job.request.id, languageCode: job.reportRequest.language.code,
                                       sent: Self.sent(prompt)))
        }
    }

    /// What a request is sent with, kept so its answer is judged by it when collected (perhaps after a deploy).
    static func sent(_ prompt: Prompt) -> BatchRequestRecord.SentPrompt {
        BatchRequestRecord.SentPrompt(promptVersion: prompt.versionHash, requiredTerms: prompt.expectedTerms,
                                      forbiddenTerms: prompt.forbiddenTerms)
    }

    /// Records the batch (its claims now the batch's), uploads its file and creates it, then records the
    /// provider's answer. If creating fails, the batch may still exist (the answer lost on the way): it is
    /// looked for by its metadata before anything is concluded.
    private func send(_ pending: PendingBatch, store: ReportStore) throws {
        defer { pending.remove() }
        try pending.close()
        try store.beginBatch(localID: pending.localID, model: settings.model, requests: pending.records)
        pending.records.forEach { runner.pool.end($0.claimKey) }
        let fileID: String
        do {
            fileID = try client.uploadBatchInput(at: pending.path, fileName: "astrosvitla-\(pending.localID).jsonl")
        } catch {
            try abandon(pending.localID, store: store, reason: "not uploaded (\(error))", countsAsAttempt: false)
            throw error
        }
        // Recorded before the batch is created: if the process dies now, the batch that is never created still
        // has its input (birth data) deleted at the provider when it is given up.
        try store.recordBatchInput(localID: pending.localID, fileID: fileID)
        let created: BatchObject
        do {
            created = try client.createBatch(inputFileID: fileID, metadata: [
                (Self.localIDKey, pending.localID), ("astrosvitla_queue", String(SHA256.hex(queue.root).prefix(16))),
                ("astrosvitla_run", runner.owner.token),
            ])
        } catch let error as LLMError {
            let recorded = try store.batches(openOnly: true).first { $0.localID == pending.localID }
            if let id = error.batchID {
                // The answer named a batch: it may exist even if no listing shows it. Recorded with its id, it is
                // looked up by that id (now, and by every later run until it is found or known not to exist).
                try store.updateBatch(localID: pending.localID, batchID: id, status: "creating", inputFileID: fileID, outputFileID: nil,
                                      errorFileID: nil, completed: 0, failed: 0, message: nil)
                guard let found = try lookUp(id) else {
                    try abandon(pending.localID, store: store, reason: "refused (\(error.message))", countsAsAttempt: true)
                    throw error
                }
                created = found
            } else if let recorded, let found = try? findAtProvider(recorded) {
                created = found
            } else if error.code.isOutage {
                throw error  // left `creating`: the next run looks for it again, then gives the jobs back
            } else {
                try abandon(pending.localID, store: store, reason: "refused (\(error.message))", countsAsAttempt: true)
                throw error
            }
        }
        try record(created, localID: pending.localID, store: store)
        count { $0.submitted += 1; $0.requests += pending.records.count }
        logger.info("batch_submitted", ["batch": .string(created.id), "local": .string(pending.localID),
                                        "requests": .int(pending.records.count), "bytes": .int(pending.bytes)])
    }
}

/// A batch being assembled: its JSONL input in the queue's tmp/ (so 50 000 requests never sit in memory)
/// and the requests it carries.
struct PendingBatch {
    let localID: String
    let path: String
    private let handle: FileHandle
    private(set) var records: [BatchRequestRecord] = []
    private(set) var bytes = 0

    init(queue: QueueDirectory) throws {
        localID = "asb_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        path = queue.path(.tmp, "batch-\(localID).jsonl")
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw QueueError(code: .io, message: "cannot create \(path)")
        }
        self.handle = handle
    }

    mutating func append(_ line: Data, _ record: BatchRequestRecord) throws {
        do { try handle.write(contentsOf: line) } catch {
            throw QueueError(code: .io, message: "cannot write \(path): \(error.localizedDescription)")
        }
        records.append(record)
        bytes += line.count
    }

    func close() throws {
        do { try handle.close() } catch { throw QueueError(code: .io, message: "cannot close \(path): \(error.localizedDescription)") }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
