import Foundation
import LLM
import Queue
import Report
import Store
import Support

extension BatchRunner {
    /// Batches recorded as `creating` whose creation was never recorded (the run died, or the answer was lost):
    /// found at the provider by their metadata and recorded; or, once `orphanAfter` has passed without a
    /// trace, known never to have been created, so their jobs go back to the inbox (nothing was spent).
    func resolveUnrecorded(_ store: ReportStore) throws {
        for batch in try store.batches(openOnly: true) where batch.status == "creating" {
            if let id = batch.batchID {
                // Named by an answer we could not read: looked up by its id, which no listing is needed for.
                if let found = try lookUp(id) {
                    try record(found, localID: batch.localID, store: store)
                    logger.warning("batch_found", ["batch": .string(found.id), "local": .string(batch.localID)])
                } else {
                    try abandon(batch.localID, store: store, reason: "batch \(id) does not exist at the provider", countsAsAttempt: false)
                }
                continue
            }
            if let found = try findAtProvider(batch) {
                try record(found, localID: batch.localID, store: store)
                logger.warning("batch_found", ["batch": .string(found.id), "local": .string(batch.localID)])
                continue
            }
            let age = Date().timeIntervalSince1970 - (Timestamp.unixSeconds(batch.createdAt) ?? 0)
            guard age >= orphanAfter else {
                logger.warning("batch_unresolved", ["local": .string(batch.localID), "seconds": .double(age)])
                continue
            }
            try abandon(batch.localID, store: store, reason: "never created at the provider", countsAsAttempt: false)
        }
    }

    /// The provider's batch carrying `metadata.astrosvitla_batch == localID`, looking back page by page to
    /// an hour before the batch was recorded.
    func findAtProvider(_ batch: BatchRecord) throws -> BatchObject? {
        let horizon = (Timestamp.unixSeconds(batch.createdAt) ?? 0) - 3600
        var after: String?
        while true {
            let page = try client.listBatches(after: after)
            if let found = page.batches.first(where: { $0.metadata[Self.localIDKey] == batch.localID }) { return found }
            guard page.hasMore, let last = page.batches.last,
                  Double(last.createdAt ?? Int.max) >= horizon else { return nil }
            after = last.id
        }
    }

    /// The provider's batch `id`, nil when it answers that there is none (404).
    func lookUp(_ id: String) throws -> BatchObject? {
        do { return try client.retrieveBatch(id) } catch let error as LLMError where error.code == .notFound { return nil }
    }

    /// Polls every open batch; a finished one is settled (its answers judged and recorded). A batch that cannot be
    /// read (its status body is not a batch, its output is over the cap, it is gone) is quarantined with the
    /// client's code and the others are still collected; an outage or a refused key still ends the run.
    func collect(_ store: ReportStore) throws {
        for batch in try store.batches(openOnly: true) where batch.status != "quarantined" {
            guard let id = batch.batchID, batch.status != "creating", !runner.stop.isRaised else { continue }
            do {
                let current = try client.retrieveBatch(id)
                try record(current, localID: batch.localID, store: store)
                if current.status != batch.status {
                    logger.info("batch_status", ["batch": .string(id), "status": .string(current.status),
                                                 "completed": .int(current.completed), "failed": .int(current.failed),
                                                 "total": .int(current.total)])
                }
                if current.isFinished { try settle(batch, current, store: store) }
            } catch let error as LLMError where Self.isTheBatchsOwn(error) {
                try store.quarantineBatch(localID: batch.localID, code: error.code.outcome.rawValue, message: error.message)
                count { $0.quarantined += 1 }
                logger.error("batch_quarantined", ["batch": .string(id), "local": .string(batch.localID),
                                                   "code": .string(error.code.outcome.rawValue), "message": .string(error.message)])
            }
        }
    }

    /// A problem of one batch alone: what the provider sent for it cannot be read, or it no longer exists.
    static func isTheBatchsOwn(_ error: LLMError) -> Bool {
        [.badResponse, .responseTooLarge, .notFound].contains(error.code)
    }

    func record(_ batch: BatchObject, localID: String, store: ReportStore) throws {
        try store.updateBatch(localID: localID, batchID: batch.id, status: batch.status, inputFileID: batch.inputFileID,
                              outputFileID: batch.outputFileID, errorFileID: batch.errorFileID, completed: batch.completed,
                              failed: batch.failed, message: batch.errors.isEmpty ? nil : batch.errors.prefix(5).joined(separator: "; "))
    }

    /// Reads the output and error files of a finished batch and records one outcome per request, in any order
    /// the provider wrote them; a request with no line (an expired batch's unanswered part) goes back to the
    /// inbox. The files are deleted at the provider afterwards: they hold birth data.
    func settle(_ record: BatchRecord, _ batch: BatchObject, store: ReportStore) throws {
        var results: [String: BatchResultLine] = [:]
        for fileID in [batch.outputFileID, batch.errorFileID].compactMap({ $0 }) {
            let content = try client.fileContent(fileID)
            for line in content.split(separator: UInt8(ascii: "\n")) {
                guard let result = BatchResultLine(line: Substring(decoding: line, as: UTF8.self)) else { continue }
                if results[result.customID] == nil { results[result.customID] = result }
            }
        }
        let started = Timestamp.unixSeconds(record.createdAt)
        for request in try store.pendingRequests(localID: record.localID) {
            guard !runner.stop.isRaised else { return }
            try settle(request, results[request.claimKey], batch: batch, localID: record.localID, started: started, store: store)
        }
        try store.closeBatch(localID: record.localID, status: "settled")
        count { $0.settled += 1 }
        logger.info("batch_settled", ["batch": .string(batch.id), "status": .string(batch.status), "answers": .int(results.count)])
        for fileID in [batch.inputFileID, batch.outputFileID, batch.errorFileID].compactMap({ $0 }) {
            do { try client.deleteFile(fileID) } catch {
                logger.warning("batch_file_kept", ["file": .string(fileID), "message": .string("\(error)")])
            }
        }
    }

    /// One request's outcome: a stored report, a failed job, a corrective retry, or the job back in the inbox.
    private func settle(_ request: BatchRequestRecord, _ line: BatchResultLine?, batch: BatchObject, localID: String,
                        started: Double?, store: ReportStore) throws {
        let key = request.claimKey
        guard try store.adoptBatchClaim(key: key, localID: localID, owner: runner.owner, leaseUntil: runner.leaseDeadline()) else {
            // The claim left the batch: a run killed after recording its outcome, before noting it here (the outcome
            // stands), or an erasure. Nothing is sent or recorded again.
            let stored = try store.claim(key: key)?.state == .done
            try store.settleRequest(localID: localID, claimKey: key, outcome: stored ? "stored" : "failed")
            return
        }
        runner.pool.begin(key)
        defer { runner.pool.end(key) }
        let prepared: Result<PreparedJob, JobError> = Result { () throws(JobError) in try prepare(key) }
        guard case .success(let job) = prepared else {
            if case .failure(let error) = prepared { runner.fail(key, store: store, jobID: request.jobID, error: error) }
            try store.settleRequest(localID: localID, claimKey: key, outcome: "failed")
            return
        }
        var (prompt, generation) = backend.generationRequest(chart: job.chart, request: job.reportRequest)
        // Judged by what was sent, not by a prompt deployed since: its terms, and its version on the record.
        if let sent = request.sent {
            prompt.versionHash = sent.promptVersion
            (generation.requiredTerms, generation.forbiddenTerms) = (sent.requiredTerms, sent.forbiddenTerms)
        }
        let earlier = request.corrected
            ? BatchCorrection(usage: TokenUsage(promptTokens: request.prior.promptTokens, completionTokens: request.prior.completionTokens,
                                                cachedTokens: request.prior.cachedTokens),
                              cost: request.prior.costUSD, attempts: 1)
            : nil
        let verdict = line.map { client.judge($0, request: generation, correction: earlier) }
            ?? .unanswered(LLMError(Self.unansweredCode(batch.status), "the batch ended \(batch.status) without an answer to this job",
                                    attempts: 1))
        let outcome: String
        switch verdict {
        case .report(let result):
            keep(backend.output(result, prompt: prompt, batched: true), job: job, key: key, started: started, store: store)
            outcome = "stored"
        case .failed(let error):
            runner.fail(key, store: store, jobID: request.jobID, error: JobError(code: error.code.outcome, message: error.message,
                                                                               billed: backend.bill(error, batched: true)))
            outcome = "failed"
        case .unanswered(let error):
            outcome = try putBack(key, jobID: request.jobID, store: store, error: error, batchStatus: batch.status)
        case .correction(let correction):
            count { $0.corrections += 1 }
            outcome = correct(key, job: job, prompt: prompt, generation: generation, correction: correction, started: started, store: store)
        }
        try store.settleRequest(localID: localID, claimKey: key, outcome: outcome)
    }

    /// The corrective retry: at once (`sync`) or in this run's next batch (`batch`).
    private func correct(_ key: String, job: PreparedJob, prompt: Prompt, generation: GenerationRequest, correction: BatchCorrection,
                         started: Double?, store: ReportStore) -> String {
        guard settings.batchCorrections == .sync else {
            queueCorrection(Correction(key: key, job: job, correction: correction))
            return "correction"
        }
        do {
            let result = try client.generate(generation, continuing: correction)
            keep(backend.output(result, prompt: prompt, batched: true), job: job, key: key, started: started, store: store)
            return "stored"
        } catch let error as LLMError where error.code.isOutage {
            // The synchronous server is down: the job goes back and is sent again whole, later.
            runner.release(key, originalName: Runner.originalName(ofClaimKey: key), store: store)
            return "requeued"
        } catch let error as LLMError {
            runner.fail(key, store: store, jobID: job.request.id, error: JobError(code: error.code.outcome, message: error.message,
                                                                                billed: bill(error, correction)))
            return "failed"
        } catch {
            runner.fail(key, store: store, jobID: job.request.id, error: JobError(code: .backendFailed, message: "\(error)"))
            return "failed"
        }
    }

    /// A job the batch could not answer goes back to the inbox, until it has been sent `maxAttempts` times:
    /// then it fails with the batch's reason (`llm_batch_expired` …) or the provider's error.
    func putBack(_ key: String, jobID: String, store: ReportStore, error: LLMError, batchStatus: String) throws -> String {
        guard try store.batchSubmissions(jobID: jobID) >= runner.configuration.maxAttempts else {
            runner.release(key, originalName: Runner.originalName(ofClaimKey: key), store: store)
            return "requeued"
        }
        runner.fail(key, store: store, jobID: jobID, error: JobError(
            code: error.code.outcome,
            message: "\(error.message) (sent in \(runner.configuration.maxAttempts) batches; giving up)", billed: backend.bill(error, batched: true)))
        return "failed"
    }

    static func unansweredCode(_ status: String) -> LLMError.Code {
        switch status {
        case "expired": .batchExpired
        case "cancelled", "cancelling": .batchCancelled
        default: .batchFailed
        }
    }

    /// What a failed synchronous correction billed: its own calls at the synchronous price, the batch's at the batch's.
    private func bill(_ error: LLMError, _ correction: BatchCorrection) -> Bill {
        var bill = backend.bill(error)
        let synchronous = TokenUsage(promptTokens: error.usage.promptTokens - correction.usage.promptTokens,
                                     completionTokens: error.usage.completionTokens - correction.usage.completionTokens,
                                     cachedTokens: error.usage.cachedTokens - correction.usage.cachedTokens)
        bill.costUSD = settings.cost(of: synchronous).flatMap { cost in correction.cost.map { $0 + cost } }
        return bill
    }

    /// Stores the report and moves the job to done/; latency is the time since the batch was recorded.
    private func keep(_ output: BackendOutput, job: PreparedJob, key: String, started: Double?, store: ReportStore) {
        guard let composer = processor.composer else { return }
        var generated = processor.finish(job, composer.compose(output, chart: job.chart, request: job.reportRequest))
        if let started { generated.latencySeconds = Date().timeIntervalSince1970 - started }
        do {
            let report = try NewReport(generated)
            try runner.checkDatabaseIdentity()
            switch try store.completeSuccess(key: key, owner: runner.owner, regenerate: job.request.regenerate, report: report) {
            case .stored(let reportID, let generation):
                logger.info("job_done", ["job_id": .string(job.request.id), "report_id": .int(reportID), "generation": .int(generation),
                                         "language": .string(report.languageCode), "backend": .string(report.backend),
                                         "batched": .bool(true)].merging(report.checkFields) { $1 })
                runner.record(success: true)
                try runner.moveOn(key, to: .done) { () throws(QueueError) in try queue.finish(key, in: .done) }
            case .duplicate:
                runner.fail(key, store: store, jobID: job.request.id, error: Runner.duplicate(job.request.id))
            case .lostClaim:
                logger.warning("claim_lost", ["file": .string(Runner.originalName(ofClaimKey: key)), "job_id": .string(job.request.id)])
            }
        } catch let error as JobError {
            runner.fail(key, store: store, jobID: job.request.id, error: error)
        } catch {
            runner.storageFailure(error)
        }
    }

    /// The claimed file parsed and its chart computed (the same as when it was sent: the prompt is rebuilt
    /// from it, not stored).
    func prepare(_ key: String) throws(JobError) -> PreparedJob {
        let data = try runner.readJob(key)
        let request = try JobRequest.parse(data, fileName: Runner.originalName(ofClaimKey: key))
        return try processor.prepare(request)
    }

    /// Gives back every job of a batch that never reached the provider. Only a refusal counts as one of the
    /// job's attempts; an outage or a crash before creating it does not (outages fail nothing).
    func abandon(_ localID: String, store: ReportStore, reason: String, countsAsAttempt: Bool) throws {
        for request in try store.pendingRequests(localID: localID) {
            guard try store.adoptBatchClaim(key: request.claimKey, localID: localID, owner: runner.owner,
                                            leaseUntil: runner.leaseDeadline()) else { continue }
            let outcome: String
            if countsAsAttempt {
                outcome = try putBack(request.claimKey, jobID: request.jobID, store: store,
                                      error: LLMError(.batchFailed, "the batch was \(reason)"), batchStatus: "failed")
            } else {
                runner.release(request.claimKey, originalName: Runner.originalName(ofClaimKey: request.claimKey), store: store)
                outcome = "returned"
            }
            try store.settleRequest(localID: localID, claimKey: request.claimKey, outcome: outcome)
        }
        try store.closeBatch(localID: localID, status: "abandoned", message: reason)
        logger.warning("batch_abandoned", ["local": .string(localID), "reason": .string(reason)])
        // A batch never created still left its uploaded input (birth data) at the provider.
        if let record = try store.batch(localID: localID), record.batchID == nil, let input = record.inputFileID {
            do { try client.deleteFile(input) } catch {
                logger.warning("batch_file_kept", ["file": .string(input), "message": .string("\(error)")])
            }
        }
    }

    static let localIDKey = "astrosvitla_batch"
}
