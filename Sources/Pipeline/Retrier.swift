import Queue
import Store

/// `astrosvitla retry`: failed jobs back into the inbox as new attempts (after an outage, a fixed zone file, a
/// raised limit). Only the job file moves, from failed/ to incoming/ under its original name; its sidecar goes,
/// and its claim stays in the database as the record of the failed attempt. Stored reports are never touched.
package struct Retrier {
    /// One failed job and what happened to it.
    package struct Outcome: Sendable, Equatable {
        package enum State: String, Sendable { case requeued, wouldRequeue = "would_requeue", alreadyQueued = "already_queued", missing }
        package var claim: FailedClaim
        package var state: State
    }

    let queue: QueueDirectory
    let store: ReportStore

    package init(queuePath: String, databasePath: String) throws {
        queue = QueueDirectory(root: queuePath)
        store = try ReportStore(path: databasePath)
    }

    /// `codes` empty: every failure code. `since`: only failures from this date on (`YYYY-MM-DD`, UTC). One retry
    /// works on a queue at a time (`retry.lock`; a second waits, then finds the first's jobs already back): two at
    /// once could each link the same job back, the second after a runner had taken the first copy, and the job was
    /// processed and billed twice. A retry killed between linking a file back and removing it from failed/ left it
    /// with two links: the job is queued already, so the next retry only finishes the move.
    package func retry(codes: [String], since: String?, dryRun: Bool) throws -> [Outcome] {
        try queue.prepare()
        guard let lock = try QueueLock(queue: queue, .retry, wait: true) else { return [] }
        defer { lock.release() }
        let present = Set(try queue.names(in: .failed))
        return try store.failedClaims(codes: codes, since: since).map { claim in
            guard present.contains(claim.claimKey) else { return Outcome(claim: claim, state: .missing) }
            if dryRun { return Outcome(claim: claim, state: .wouldRequeue) }
            if try queue.linkCount(claim.claimKey, in: .failed) > 1 {
                try queue.remove(claim.claimKey, in: .failed)
            } else {
                guard try queue.unclaim(claim.claimKey, as: claim.originalName, from: .failed) else {
                    return Outcome(claim: claim, state: .alreadyQueued)
                }
            }
            try queue.remove(QueueDirectory.sidecarName(for: claim.claimKey), in: .failed)
            try store.markRetried(claimKey: claim.claimKey)
            return Outcome(claim: claim, state: .requeued)
        }
    }
}
