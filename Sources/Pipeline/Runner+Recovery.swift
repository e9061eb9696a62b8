import Foundation
import Queue
import Store
#if canImport(Glibc)
import Glibc
#endif

extension Runner {
    /// Looks at every file in processing/ that this runner is not working on and decides its fate, so that
    /// each job ends exactly once:
    /// - no claim in the database (a runner died between rename and insert): register it, process it;
    /// - outcome recorded but the file not moved: move it, rebuilding the sidecar, unless its owner is alive
    ///   (the owner moves it itself, so two runners never move one file);
    /// - this runner's own claim, no longer in flight (a storage error interrupted it): take it up again;
    /// - held by a live runner with a valid lease, or waiting in a submitted batch: leave it alone;
    /// - owner gone or lease expired: take it over (compare-and-set), or fail it after `maxAttempts`.
    /// Returns the claim keys this runner now owns and must process.
    func recover(store: ReportStore) throws -> [String] {
        var mine: [String] = []
        for key in try configuration.queue.names(in: .processing) where key.hasSuffix(".json") && !pool.isInFlight(key) && !isUnmovable(key) {
            guard let claim = try store.claim(key: key) else {
                if try store.registerClaim(key: key, originalName: Self.originalName(ofClaimKey: key), owner: owner,
                                           leaseUntil: leaseDeadline()) {
                    recordRecovered()
                    mine.append(key)
                }
                continue
            }
            switch claim.state {
            case .done:
                guard isMine(claim) || Self.isStale(claim) else { continue }
                try moveOn(key, to: .done) { () throws(QueueError) in try configuration.queue.finish(key, in: .done) }
                recordRecovered()
            case .failed:
                guard isMine(claim) || Self.isStale(claim) else { continue }
                try moveFailed(key, store: store)
                recordRecovered()
            case .processing where try claim.batchLocalID.map(store.isOpenBatch) ?? false:
                continue  // waiting in an open batch: the batch run settles it, however long that takes
            case .processing:
                let interrupted = claim.ownerToken == owner.token
                guard interrupted || Self.isStale(claim) else { continue }
                guard try store.takeOver(key: key, previousToken: claim.ownerToken, owner: owner, leaseUntil: leaseDeadline()) else {
                    continue  // another runner took it over first
                }
                recordRecovered()
                logger.warning("claim_recovered", ["file": .string(claim.originalName), "attempt": .int(claim.attempts + 1)])
                if claim.attempts + 1 > configuration.maxAttempts {
                    fail(key, store: store, jobID: claim.jobID, error: JobError(
                        code: .crashedRepeatedly,
                        message: "the runner stopped while processing this job \(claim.attempts) times; giving up"))
                } else {
                    mine.append(key)
                }
            }
        }
        return mine
    }

    /// The claim was made by this very process (same pid and start time) and is not in flight.
    private func isMine(_ claim: ClaimRecord) -> Bool {
        claim.ownerPID == owner.pid && claim.ownerStarted == owner.started
    }

    /// A claim is stale when its lease ran out (a hung or remote owner) or its owner process is gone. A live
    /// process with the owner's pid but another start time reused the pid (pid 1 in a container restarts with it).
    static func isStale(_ claim: ClaimRecord) -> Bool {
        if let lease = claim.leaseUntil, lease < Date().timeIntervalSince1970 { return true }
        guard let pid = claim.ownerPID else { return true }
        if kill(pid_t(pid), 0) != 0 && errno == ESRCH { return true }
        guard let started = claim.ownerStarted, let current = ProcessIdentity.startTime(of: pid) else { return false }
        return started != current
    }
}
