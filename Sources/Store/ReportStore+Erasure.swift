import JSON
import Support

/// What the database holds of one job, before it is erased.
package struct JobFootprint: Sendable, Equatable {
    package var jobID: String
    package var reports: Int
    package var claims: Int
    /// Queue file names of its claims (`claim_key`), wherever the runner left them.
    package var claimKeys: [String]
}

/// An erasure whose rows are gone but whose queue files may still be there (left by a version that removed the
/// files after its transaction; erasures now remove them inside it).
package struct PendingErasure: Sendable, Equatable {
    package var id: Int
    package var files: [String]
}

/// What one erasure removed, counted inside its transaction: the truth at the instant it committed.
package struct ErasureCount: Sendable, Equatable {
    package var id: Int
    package var reports: Int
    package var claims: Int
    package var files: [String]
}

extension ReportStore {
    /// The job's reports (every generation) and claims: those that know the job, and `alsoClaims` (claims of
    /// files that failed before their id was read, found by the caller in the files themselves).
    package func footprint(jobID: String, alsoClaims: [String] = []) throws -> JobFootprint {
        let claims = try claims(of: jobID, alsoClaims: alsoClaims)
        return JobFootprint(jobID: jobID, reports: try database.scalarInt("SELECT COUNT(*) FROM reports WHERE job_id = ?", [jobID]) ?? 0,
                            claims: claims.count, claimKeys: claims.map(\.claimKey))
    }

    /// Claims of a job by its id, or by their keys, ordered by key.
    private func claims(of jobID: String, alsoClaims: [String]) throws -> [ClaimRecord] {
        try database.rows("""
            SELECT \(Self.claimColumns) FROM claims WHERE job_id = ?1 OR claim_key IN (SELECT value FROM json_each(?2)) ORDER BY claim_key
            """, [jobID, Self.jsonList(alsoClaims)], Self.claimRecord)
    }

    /// Claims still processing that name no job yet (the runner has not read the file): the caller knows their
    /// files' names and may tell whether one is the job's.
    package func unnamedClaimsInFlight() throws -> [ClaimRecord] {
        try database.rows("SELECT \(Self.claimColumns) FROM claims WHERE job_id IS NULL AND state = 'processing' ORDER BY claim_key",
                          [], Self.claimRecord)
    }

    /// A JSON array of strings, as SQLite's `json_each` reads it.
    static func jsonList(_ items: [String]) -> String { JSONValue.array(items.map { .string($0) }).serialized() }

    /// Claims of files that failed before their job id was read, finished before `date`: retention erases them too.
    package func unidentifiedClaims(finishedBefore date: String) throws -> [String] {
        try database.rows("""
            SELECT claim_key FROM claims WHERE job_id IS NULL AND state != 'processing' AND COALESCE(finished_at, claimed_at) < ?
            ORDER BY claim_key
            """, [date]) { $0.string(0) }
    }

    /// Jobs with nothing newer than `date` (an ISO 8601 UTC prefix such as `2026-01-01`): every claim finished
    /// before it and none still in flight. For retention (`erase --before`).
    package func jobs(finishedBefore date: String) throws -> [String] {
        try database.rows("""
            SELECT job_id FROM claims WHERE job_id IS NOT NULL GROUP BY job_id
            HAVING SUM(state = 'processing') = 0 AND MAX(COALESCE(finished_at, claimed_at)) < ?
            ORDER BY job_id
            """, [date]) { $0.string(0) }
    }

    /// Erases a job in one transaction that takes the write lock first, so what it erases and counts is the job as
    /// it is at that instant (a generation a runner finished after the caller's plan is in it). `files` sees the
    /// job's claims before anything is deleted: it may throw to refuse (a job in flight; the transaction rolls
    /// back), else it removes the job's queue files and returns their paths, so no runner can claim or recover one
    /// between the commit and the removal. Then the reports, claims and batch requests go, and the erasure is
    /// logged under `hash` (a keyed hash of the id, never the id) with the counts. An empty `jobID` erases only
    /// `alsoClaims` (retention of files that never named a job).
    package func eraseJob(_ jobID: String, alsoClaims: [String] = [], hash: String,
                          files: ([ClaimRecord]) throws -> [String]) throws -> ErasureCount {
        try write { try database.transaction {
            let claims = try claims(of: jobID, alsoClaims: alsoClaims)
            let removed = try files(claims)
            let keys = Self.jsonList(claims.map(\.claimKey))
            try database.execute("INSERT INTO erasure_authorizations (job_id) VALUES (?)", [jobID])
            // Claims point at reports (a foreign key): they go first.
            try database.execute("DELETE FROM batch_requests WHERE job_id = ? OR claim_key IN (SELECT value FROM json_each(?))", [jobID, keys])
            let claimCount = try database.execute("DELETE FROM claims WHERE claim_key IN (SELECT value FROM json_each(?))", [keys])
            let reports = try database.execute("DELETE FROM reports WHERE job_id = ?", [jobID])
            try database.execute("DELETE FROM erasure_authorizations WHERE job_id = ?", [jobID])
            let now = Self.now()
            try database.execute("""
                INSERT INTO erasures (job_id_hash, requested_at, completed_at, reports, claims, files) VALUES (?, ?, ?, ?, ?, ?)
                """, [jobID.isEmpty ? "unidentified" : hash, now, now, reports, claimCount, removed.count])
            return ErasureCount(id: Int(database.lastInsertRowID), reports: reports, claims: claimCount, files: removed)
        } }
    }

    /// Erasure log entries still holding a plain SHA-256 (written before the hash was keyed), to be keyed now.
    package func unkeyedErasures() throws -> [(id: Int, hash: String)] {
        try database.rows("""
            SELECT id, job_id_hash FROM erasures WHERE job_id_hash NOT LIKE 'hmac-sha256:%' AND job_id_hash != 'unidentified' ORDER BY id
            """) { ($0.int(0), $0.string(1)) }
    }

    package func rekeyErasure(id: Int, hash: String) throws {
        try write { try database.execute("UPDATE erasures SET job_id_hash = ? WHERE id = ?", [hash, id]) }
    }

    /// Erasures committed whose files a crash may have left behind.
    package func pendingErasures() throws -> [PendingErasure] {
        try database.rows("SELECT id, pending_files FROM erasures WHERE pending_files IS NOT NULL ORDER BY id") { row in
            let files = ((try? JSONParser.parse(row.string(1)))?.array ?? []).compactMap(\.string)
            return PendingErasure(id: row.int(0), files: files)
        }
    }

    /// The erasure's files are gone: the list (which names the job) is dropped.
    package func completeErasure(id: Int) throws {
        try write { try database.execute("UPDATE erasures SET pending_files = NULL, completed_at = ? WHERE id = ?", [Self.now(), id]) }
    }

    /// Moves every page the write-ahead log holds into the database file and empties the log, so the bytes of
    /// what was just deleted (zeroed by `secure_delete`) are gone from both files. Waits up to `seconds` for
    /// readers in the middle of a transaction; throws `database_error` when they never let it finish.
    package func checkpoint(seconds: Double = 10) throws {
        try write { try database.checkpoint(seconds: seconds) }
    }
}
