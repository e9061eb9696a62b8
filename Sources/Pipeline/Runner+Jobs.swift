import Foundation
import Queue
import Store

extension Runner {
    /// Claims an inbox file by rename and registers the claim; a runner that loses the race moves on.
    func claimAndProcess(_ name: String, store: ReportStore) {
        let key = makeClaimKey(for: name)
        do {
            guard try configuration.queue.claim(name, as: key) else { return }
            guard try store.registerClaim(key: key, originalName: name, owner: owner, leaseUntil: leaseDeadline()) else {
                return  // a recovering runner registered it between our rename and insert; it owns the job now
            }
        } catch {
            logger.error("claim_failed", ["file": .string(name), "message": .string("\(error)")])
            return
        }
        process(key, store: store)
    }

    /// Runs one claimed job to its single outcome.
    func process(_ key: String, store: ReportStore) {
        let fileName = Self.originalName(ofClaimKey: key)
        var jobID: String?
        let started = Date()
        do {
            let data = try readJob(key)
            let request = try JobRequest.parse(data, fileName: fileName)
            jobID = request.id
            try store.setJobID(request.id, key: key)
            if !request.regenerate, try store.isStored(jobID: request.id) { throw Self.duplicate(request.id) }
            let report = try processor.process(request)
            switch try store.completeSuccess(key: key, owner: owner, regenerate: request.regenerate, report: report) {
            case .stored(let reportID, let generation):
                try configuration.queue.finish(key, in: .done)
                logger.info("job_done", ["job_id": .string(request.id), "report_id": .int(reportID),
                                         "generation": .int(generation), "language": .string(report.languageCode),
                                         "backend": .string(report.backend),
                                         "ms": .double(Date().timeIntervalSince(started) * 1000)])
                record(success: true)
            case .duplicate:
                throw Self.duplicate(request.id)
            case .lostClaim:
                logger.warning("claim_lost", ["file": .string(fileName), "job_id": .string(request.id)])
            }
        } catch let error as JobError {
            fail(key, store: store, jobID: jobID, error: error)
        } catch {
            // The database or the filesystem failed, not the job: leave the claim; it is retried
            // once its lease expires or this process is gone, and counts as one more attempt.
            logger.error("job_interrupted", ["file": .string(fileName), "message": .string("\(error)")])
        }
    }

    private func readJob(_ key: String) throws(JobError) -> Data {
        do {
            return try configuration.queue.read(key, limit: JobRequest.maximumFileSize)
        } catch where error.code == "too_large" || error.code == "not_regular_file" {
            throw JobError(code: error.code == "too_large" ? "file_too_large" : "not_regular_file",
                           message: error.code == "too_large"
                               ? "the file is larger than \(JobRequest.maximumFileSize) bytes"
                               : "the file is a symbolic link or not a regular file; drop the file itself")
        } catch {
            throw JobError(code: "unreadable", message: error.message)
        }
    }

    static func duplicate(_ id: String) -> JobError {
        JobError(code: "duplicate_id", field: "id",
                 message: "job '\(id)' already has a report; enqueue with --regenerate for a new generation")
    }

    /// Records the failure, writes the sidecar beside the job and moves it to failed/.
    func fail(_ key: String, store: ReportStore, jobID: String?, error: JobError) {
        let fileName = Self.originalName(ofClaimKey: key)
        do {
            guard try store.completeFailure(key: key, owner: owner, jobID: jobID, code: error.code,
                                            message: error.description, promptTokens: error.promptTokens,
                                            completionTokens: error.completionTokens, costUSD: error.costUSD) else {
                logger.warning("claim_lost", ["file": .string(fileName)])
                return
            }
            try moveFailed(key, store: store, field: error.field)
            logger.warning("job_failed", ["file": .string(fileName), "job_id": .string(jobID ?? ""),
                                          "code": .string(error.code), "field": .string(error.field ?? "")])
            record(success: false)
        } catch {
            logger.error("failure_not_recorded", ["file": .string(fileName), "message": .string("\(error)")])
        }
    }

    /// The sidecar is rebuilt from the database, so recovery can write it again after a crash.
    func moveFailed(_ key: String, store: ReportStore, field: String? = nil) throws {
        guard let claim = try store.claim(key: key) else { return }
        var sidecar: [String: Any] = [
            "file": claim.originalName, "claim": key, "code": claim.errorCode ?? "unknown",
            "reason": claim.errorMessage ?? "", "attempts": claim.attempts, "claimedAt": claim.claimedAt,
            "failedAt": claim.finishedAt ?? Timestamp.now(),
        ]
        if let jobID = claim.jobID { sidecar["jobId"] = jobID }
        if let field { sidecar["field"] = field }
        let data = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try configuration.queue.finish(key, in: .failed, sidecar: data)
    }
}
