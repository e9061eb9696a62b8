import Foundation
#if canImport(Glibc)
import Glibc
#endif
import JSON
import Queue
import Store
import Support

extension Runner {
    /// Claims an inbox file by rename and registers the claim; a runner that loses the race moves on.
    /// The key is marked in flight before the rename, so this runner's own recovery never takes it.
    func claimAndProcess(_ name: String, store: ReportStore) {
        guard !stop.isRaised else { return }
        let key = makeClaimKey(for: name)
        pool.begin(key)
        defer { pool.end(key) }
        guard claim(name, as: key, store: store) else { return }
        process(key, originalName: name, store: store)
    }

    /// Renames the inbox file to `key` in processing/ and registers the claim; false when another runner was
    /// faster, the file cannot be claimed (reported once), or storage failed (the run stops).
    func claim(_ name: String, as key: String, store: ReportStore) -> Bool {
        do {
            guard try configuration.queue.claim(name, as: key) else { return false }
        } catch where error.code == .queueUnusable {
            storageFailure(error)
            return false
        } catch {
            markUnclaimable(name, error)
            return false
        }
        do {
            // False: another runner's recovery registered it between our rename and insert; it owns the job now.
            return try store.registerClaim(key: key, originalName: name, owner: owner, leaseUntil: leaseDeadline())
        } catch {
            storageFailure(error)
            return false
        }
    }

    /// Runs one claimed job to its single outcome. A job error fails the job; a storage error stops the run
    /// and leaves the claim for recovery; a stop that came before the backend was asked puts the job back.
    func process(_ key: String, originalName fileName: String, store: ReportStore) {
        var jobID: String?
        let started = Date()
        do {
            let data = try readJob(key)
            let request = try JobRequest.parse(data, fileName: fileName)
            jobID = request.id
            try reserve(request, key: key, store: store)
            let report = try NewReport(processor.process(request))
            try checkDatabaseIdentity()
            switch try store.completeSuccess(key: key, owner: owner, regenerate: request.regenerate, report: report) {
            case .stored(let reportID, let generation):
                // The outcome is recorded: the job succeeded, whatever happens to the move of its file (a storage
                // error there stops the run and the next one moves it; it is no reason to count it otherwise).
                logger.info("job_done", ["job_id": .string(request.id), "report_id": .int(reportID),
                                         "generation": .int(generation), "language": .string(report.languageCode),
                                         "backend": .string(report.backend),
                                         "ms": .double(Date().timeIntervalSince(started) * 1000)].merging(report.checkFields) { $1 })
                record(success: true)
                try checkDatabaseIdentity()
                try moveOn(key, to: .done) { () throws(QueueError) in try configuration.queue.finish(key, in: .done) }
            case .duplicate:
                throw Self.duplicate(request.id)
            case .lostClaim:
                logger.warning("claim_lost", ["file": .string(fileName), "job_id": .string(request.id)])
            }
        } catch let error as JobError where error.code == .interrupted {
            release(key, originalName: fileName, store: store)
        } catch let error as JobError where error.code == .backendUnavailable {
            // Not the job's fault: it goes back to the inbox, and the run stops claiming (it exits 75).
            release(key, originalName: fileName, store: store)
            recordOutage(error.message)
        } catch let error as JobError {
            fail(key, store: store, jobID: jobID, error: error, latencyMilliseconds: Date().timeIntervalSince(started) * 1000)
        } catch {
            storageFailure(error)
        }
    }

    /// Gives back a job the run stopped before attempting: claim row deleted, file back in the inbox.
    func release(_ key: String, originalName: String, store: ReportStore) {
        do {
            guard try store.releaseClaim(key: key, owner: owner) else { return }
            // Without a row, a file left in processing/ (inbox name taken meanwhile) is registered anew by recovery.
            _ = try configuration.queue.unclaim(key, as: originalName)
            recordReleased()
            logger.info("job_released", ["file": .string(originalName)])
        } catch {
            storageFailure(error)
        }
    }

    func readJob(_ key: String) throws(JobError) -> Data {
        try JobRequest.readFile(configuration.queue.path(.processing, key))
    }

    static func duplicate(_ id: String) -> JobError {
        JobError(code: .duplicateId, field: "id",
                 message: "job '\(id)' already has a report; enqueue with --regenerate for a new generation")
    }

    /// Records the claim's job and reserves the id: a job already stored, or another file of the same id in
    /// flight, fails this one as `duplicate_id` before anything is sent.
    func reserve(_ request: JobRequest, key: String, store: ReportStore) throws {
        switch try store.reserve(jobID: request.id, key: key, regenerate: request.regenerate) {
        case .reserved: return
        case .stored: throw Self.duplicate(request.id)
        case .inFlight(let other):
            throw JobError(code: .duplicateId, field: "id", message: "job '\(request.id)' is already being processed from \(other); "
                           + "one request is sent for it (enqueue with --regenerate for another generation)")
        }
    }

    /// Records the failure, writes the sidecar beside the job and moves it to failed/.
    func fail(_ key: String, store: ReportStore, jobID: String?, error: JobError, latencyMilliseconds: Double? = nil) {
        let fileName = Self.originalName(ofClaimKey: key)
        do {
            try checkDatabaseIdentity()
            guard try store.completeFailure(key: key, owner: owner, jobID: jobID, code: error.code,
                                            message: error.detail, billed: error.billed, latencyMilliseconds: latencyMilliseconds) else {
                logger.warning("claim_lost", ["file": .string(fileName)])
                return
            }
            try moveFailed(key, store: store, field: error.field)
            logger.warning("job_failed", ["file": .string(fileName), "job_id": .string(jobID ?? ""),
                                          "code": .string(error.code.rawValue), "field": .string(error.field ?? "")])
            record(success: false)
        } catch {
            storageFailure(error)
        }
    }

    /// The sidecar is rebuilt from the database, so recovery can write it again after a crash.
    func moveFailed(_ key: String, store: ReportStore, field: String? = nil) throws {
        guard let claim = try store.claim(key: key) else { return }
        var sidecar: JSONValue = [
            "file": .string(claim.originalName), "claim": .string(key), "code": .string(claim.errorCode ?? "unknown"),
            "reason": .string(claim.errorMessage ?? ""), "attempts": .number(claim.attempts), "claimedAt": .string(claim.claimedAt),
            "failedAt": .string(claim.finishedAt ?? Timestamp.now()),
        ]
        if let jobID = claim.jobID { sidecar = sidecar.setting("jobId", to: .string(jobID)) }
        if let field { sidecar = sidecar.setting("field", to: .string(field)) }
        let data = Data(sidecar.serialized(sortingKeys: true, indented: true).utf8)
        try moveOn(key, to: .failed) { () throws(QueueError) in try configuration.queue.finish(key, in: .failed, sidecar: data) }
    }

    /// Moves a claim whose outcome is recorded on to done/ or failed/. A file already gone (erased meanwhile, or
    /// moved by another runner's recovery) is not an error. A failure of this file alone (an immutable file: the
    /// queue's probe still moves) is reported once, leaves the file in processing/ and the run goes on; a failure
    /// every file would meet (disk full, read-only) throws `queue_unusable` and stops the run.
    func moveOn(_ key: String, to folder: QueueDirectory.Folder, _ move: () throws(QueueError) -> Void) throws(QueueError) {
        do { try move() } catch {
            var info = stat()
            if error.code == .notFound && lstat(configuration.queue.path(.processing, key), &info) != 0 { return }
            let judged = configuration.queue.classify(error, from: .processing, to: folder)
            guard judged.code == .io else { throw judged }
            markUnmovable(key, judged)
        }
    }
}
