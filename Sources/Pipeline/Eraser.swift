import Foundation
import Queue
import Store

/// Erasure on request (`astrosvitla erase`): every trace of a job — its queue files and sidecars in every
/// folder, its claims and its reports of every generation — in one database transaction, then the file
/// removals. The transaction records the files as pending, so a crash between the two leaves work that the
/// next `erase` or `run` finishes before anything else. What stays is a log entry without personal data.
package struct Eraser {
    /// One job's traces, as found (`dryRun`) or as removed.
    package struct JobErasure: Sendable, Equatable {
        package var jobID: String
        package var reports: Int
        package var claims: Int
        /// Queue paths relative to the queue root (`done/olena.claim-….json`).
        package var files: [String]
        /// Claims found through their files (failed before the id was read), erased with the job's own.
        var alsoClaims: [String] = []
    }

    let queue: QueueDirectory
    let store: ReportStore

    package init(queuePath: String, databasePath: String) throws {
        queue = QueueDirectory(root: queuePath)
        store = try ReportStore(path: databasePath)
    }

    init(queue: QueueDirectory, store: ReportStore) {
        self.queue = queue
        self.store = store
    }

    /// What erasing `jobIDs` would remove. A job being processed right now is refused: its runner would
    /// store the report again.
    package func plan(jobIDs: [String]) throws -> [JobErasure] {
        // Files name their job in their content (or file name), also those that failed before the id was read.
        let found = try scan(.incoming) + scan(.failed)
        return try jobIDs.map { id in
            try JobRequest.validateID(id, field: "--job")
            let failedKeys = found.filter { $0.id == id && $0.folder == .failed }.map(\.name)
            let footprint = try store.footprint(jobID: id, alsoClaims: failedKeys)
            if footprint.claimKeys.contains(where: { exists($0, in: .processing) }) {
                throw JobError(code: .jobInFlight, field: "--job",
                               message: "job '\(id)' is being processed; erase it when the run has finished with it")
            }
            var files = Set(found.filter { $0.id == id && $0.folder == .incoming }.map { "incoming/\($0.name)" })
            files.formUnion(claimFiles(Set(footprint.claimKeys).union(failedKeys)))
            return JobErasure(jobID: id, reports: footprint.reports, claims: footprint.claims, files: files.sorted(),
                              alsoClaims: failedKeys)
        }
    }

    /// Every job with nothing newer than `date` (`YYYY-MM-DD`, UTC), and the failed files of that age that never
    /// named a job (one entry with an empty `jobID`).
    package func plan(finishedBefore date: String) throws -> [JobErasure] {
        var plans = try plan(jobIDs: try store.jobs(finishedBefore: date))
        let unidentified = try store.unidentifiedClaims(finishedBefore: date)
        if !unidentified.isEmpty {
            plans.append(JobErasure(jobID: "", reports: 0, claims: unidentified.count,
                                    files: claimFiles(Set(unidentified)).sorted(), alsoClaims: unidentified))
        }
        return plans
    }

    /// Where a claim's file and sidecar can be: processing/, done/, failed/.
    private func claimFiles(_ keys: Set<String>) -> [String] {
        keys.flatMap { key in
            [(QueueDirectory.Folder.processing, key), (.done, key), (.failed, key), (.failed, QueueDirectory.sidecarName(for: key))]
                .filter { exists($0.1, in: $0.0) }.map { "\($0.0.rawValue)/\($0.1)" }
        }
    }

    /// Erases each planned job: rows in one transaction, then its files. Returns what was removed.
    package func erase(_ plans: [JobErasure]) throws -> [JobErasure] {
        try finishPending()
        return try plans.map { plan in
            let erasure = try store.eraseJob(plan.jobID, alsoClaims: plan.alsoClaims, files: plan.files)
            try removeFiles(plan.files)
            if !plan.files.isEmpty { try store.completeErasure(id: erasure) }
            return plan
        }
    }

    /// Finishes erasures a crash interrupted after their rows were deleted; returns how many files it removed.
    @discardableResult
    package func finishPending() throws -> Int {
        var removed = 0
        for pending in try store.pendingErasures() {
            try removeFiles(pending.files)
            try store.completeErasure(id: pending.id)
            removed += pending.files.count
        }
        return removed
    }

    private func removeFiles(_ paths: [String]) throws {
        for path in paths {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, let folder = QueueDirectory.Folder(rawValue: parts[0]) else { continue }
            try queue.remove(parts[1], in: folder)
        }
    }

    private func exists(_ name: String, in folder: QueueDirectory.Folder) -> Bool {
        var info = stat()
        return lstat(queue.path(folder, name), &info) == 0
    }

    /// The job files of `folder` with the job each one names (its `id`, else the one its file name gives).
    private func scan(_ folder: QueueDirectory.Folder) throws -> [(folder: QueueDirectory.Folder, name: String, id: String)] {
        var names: [String] = []
        do { names = try queue.names(in: folder) } catch {
            guard error.code == .notFound else { throw error }
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".reason.json") }.map { name in
            let data = try? queue.read(name, in: folder, limit: JobRequest.maximumFileSize)
            let fallback = QueueFileName(folder == .incoming ? name : Runner.originalName(ofClaimKey: name)).defaultID
            return (folder, name, data.flatMap { try? JobRequest.document($0)["id"]?.string } ?? fallback)
        }
    }
}
