import Foundation
import Queue
import Store
import Support

/// Erasure on request (`astrosvitla erase`): every trace of a job — its queue files and sidecars in every
/// folder, its claims and its reports of every generation — in one database transaction that also removes the
/// files, so no runner can claim or recover one in between. What it erases and counts is the job at that instant
/// (a generation a runner finished after the plan is erased and counted too); a job in flight is waited for a
/// moment, then refused. Deleted rows are overwritten (`secure_delete`) and the write-ahead log is emptied, so no
/// byte of the person stays in the database file or its `-wal`. What stays is a log entry with a keyed hash.
package struct Eraser {
    /// One job's traces, as found (`dryRun`) or as removed.
    package struct JobErasure: Sendable, Equatable {
        package var jobID: String
        package var reports: Int
        package var claims: Int
        /// Queue paths relative to the queue root (`done/olena.claim-….json`).
        package var files: [String]
        /// Claims found through their files (failed or claimed before the id was read), erased with the job's own.
        var alsoClaims: [String] = []
        /// Files that name the job and have no claim (in the inbox, or claimed by a runner that died at once).
        var unclaimed: [String] = []
    }

    let queue: QueueDirectory
    let store: ReportStore
    /// The key of the erasure log's hashes (beside the database, never in it); nil only for `finishPending`.
    let key: ErasureKey?
    /// How long a file a runner is moving on, or a claim it has not read yet, is waited for.
    var patience: Double = 5

    package init(queuePath: String, databasePath: String) throws {
        queue = QueueDirectory(root: queuePath)
        store = try ReportStore(path: databasePath)
        key = ErasureKey(databasePath: databasePath)
    }

    init(queue: QueueDirectory, store: ReportStore, key: ErasureKey? = nil) {
        self.queue = queue
        self.store = store
        self.key = key
    }

    /// What erasing `jobIDs` would remove. A job being processed right now is refused: its runner would
    /// store the report again.
    package func plan(jobIDs: [String]) throws -> [JobErasure] {
        // Files name their job in their content (or file name), also those that failed before the id was read.
        let found = try scan(.incoming) + scan(.processing) + scan(.failed)
        return try jobIDs.map { id in
            try JobRequest.validateID(id, field: "--job")
            let named = found.filter { $0.id == id }
            let claimed = Set(try named.filter { $0.folder != .incoming }.map(\.name).filter { try store.claim(key: $0) != nil })
            let alsoClaims = claimed.sorted()
            let unclaimed = named.filter { !claimed.contains($0.name) }.map { "\($0.folder.rawValue)/\($0.name)" }
            let footprint = try store.footprint(jobID: id, alsoClaims: alsoClaims)
            let claims = try footprint.claimKeys.compactMap { try store.claim(key: $0) }
            if let live = claims.first(where: Self.isInFlight) {
                throw Self.inFlight(id, live)
            }
            let files = Set(unclaimed).union(claimFiles(footprint.claimKeys).filter { exists($0) })
            return JobErasure(jobID: id, reports: footprint.reports, claims: footprint.claims, files: files.sorted(),
                              alsoClaims: alsoClaims, unclaimed: unclaimed)
        }
    }

    /// Every job with nothing newer than `date` (`YYYY-MM-DD`, UTC), and the failed files of that age that never
    /// named a job (one entry with an empty `jobID`).
    package func plan(finishedBefore date: String) throws -> [JobErasure] {
        var plans = try plan(jobIDs: try store.jobs(finishedBefore: date))
        let unidentified = try store.unidentifiedClaims(finishedBefore: date)
        if !unidentified.isEmpty {
            plans.append(JobErasure(jobID: "", reports: 0, claims: unidentified.count,
                                    files: claimFiles(unidentified).filter { exists($0) }.sorted(), alsoClaims: unidentified))
        }
        return plans
    }

    /// Where a claim's file and sidecar can be: processing/, done/, failed/.
    private func claimFiles(_ keys: [String]) -> [String] {
        keys.flatMap { key in ["processing/\(key)", "done/\(key)", "failed/\(key)", "failed/\(QueueDirectory.sidecarName(for: key))"] }
    }

    /// Erases each planned job as it is when its transaction starts, then empties the write-ahead log. Returns what
    /// was removed: the counts and files of that transaction, not of the plan.
    package func erase(_ plans: [JobErasure]) throws -> [JobErasure] {
        guard let key else { throw JobError(code: .io, message: "the erasure log's key is unknown (no database path)") }
        try finishPending()
        let secret = try key.load()
        try rekeyLegacyEntries(secret)
        let erased = try plans.map { try eraseOne($0, hash: ErasureKey.hash(of: $0.jobID, key: secret)) }
        try store.checkpoint()
        return erased
    }

    /// A claim processing right now, by a live runner, outside a batch (a batch's claim is erased; its answer,
    /// when it comes, is dropped).
    static func isInFlight(_ claim: ClaimRecord) -> Bool {
        claim.state == .processing && claim.batchLocalID == nil && !Runner.isStale(claim)
    }

    static func inFlight(_ id: String, _ claim: ClaimRecord) -> JobError {
        JobError(code: .jobInFlight, field: "--job",
                 message: "job '\(id)' is being processed (\(claim.originalName)); erase it when the run has finished with it")
    }

    /// A runner is between recording an outcome and moving the file, or has claimed a file it has not read yet.
    private struct StillMoving: Error {}

    private func eraseOne(_ plan: JobErasure, hash: String) throws -> JobErasure {
        let deadline = Date().addingTimeInterval(patience)
        while true {
            let patient = Date() < deadline
            do {
                let count = try store.eraseJob(plan.jobID, alsoClaims: plan.alsoClaims, hash: hash) { claims in
                    try removeFiles(plan, claims, patient: patient)
                }
                return JobErasure(jobID: plan.jobID, reports: count.reports, claims: count.claims, files: count.files,
                                  alsoClaims: plan.alsoClaims, unclaimed: plan.unclaimed)
            } catch is StillMoving {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Inside the erasure's transaction: refuses a job in flight, waits (by throwing `StillMoving`) for a file a
    /// live runner is moving on or a claim of the job's inbox file it has not read yet, then removes every file.
    private func removeFiles(_ plan: JobErasure, _ claims: [ClaimRecord], patient: Bool) throws -> [String] {
        if let live = claims.first(where: Self.isInFlight) { throw Self.inFlight(plan.jobID, live) }
        let moving = claims.contains { $0.state != .processing && exists("processing/\($0.claimKey)") && !Runner.isStale($0) }
        let inbox = Set(plan.unclaimed.filter { $0.hasPrefix("incoming/") }.map { String($0.dropFirst("incoming/".count)) })
        let unread = try store.unnamedClaimsInFlight().filter { inbox.contains($0.originalName) && !Runner.isStale($0) }
        if moving || !unread.isEmpty {
            guard patient else {
                if let claim = unread.first { throw Self.inFlight(plan.jobID, claim) }
                return try remove(plan.unclaimed + claimFiles(claims.map(\.claimKey)))
            }
            throw StillMoving()
        }
        return try remove(plan.unclaimed + claimFiles(claims.map(\.claimKey)))
    }

    /// Removes queue paths (`folder/name`); returns those that were there.
    private func remove(_ paths: [String]) throws -> [String] {
        try paths.filter { path in
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, let folder = QueueDirectory.Folder(rawValue: parts[0]) else { return false }
            return try queue.remove(parts[1], in: folder)
        }.sorted()
    }

    /// Finishes erasures that an older version committed before removing their files; returns how many it removed.
    @discardableResult
    package func finishPending() throws -> Int {
        var removed = 0
        for pending in try store.pendingErasures() {
            removed += try remove(pending.files).count
            try store.completeErasure(id: pending.id)
        }
        return removed
    }

    /// Log entries written before the hash was keyed hold a plain SHA-256 of the id: keyed now (over that hash).
    private func rekeyLegacyEntries(_ secret: [UInt8]) throws {
        for entry in try store.unkeyedErasures() {
            try store.rekeyErasure(id: entry.id, hash: ErasureKey.hash(of: "sha256:" + entry.hash, key: secret))
        }
    }

    private func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat("\(queue.root)/\(path)", &info) == 0
    }

    /// The job files of `folder` with the job each one names (its `id`, else the one its file name gives).
    private func scan(_ folder: QueueDirectory.Folder) throws -> [(folder: QueueDirectory.Folder, name: String, id: String)] {
        var names: [String] = []
        do { names = try queue.names(in: folder) } catch {
            guard error.code == .notFound else { throw error }
        }
        return names.filter { QueueDirectory.isJobFile($0, in: folder) }.map { name in
            let data = try? queue.read(name, in: folder, limit: JobRequest.maximumFileSize)
            let fallback = QueueFileName(folder == .incoming ? name : Runner.originalName(ofClaimKey: name)).defaultID
            return (folder, name, data.flatMap { try? JobRequest.document($0)["id"]?.string } ?? fallback)
        }
    }
}
