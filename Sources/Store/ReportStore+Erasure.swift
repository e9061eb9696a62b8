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

/// An erasure whose rows are gone but whose queue files may still be there.
package struct PendingErasure: Sendable, Equatable {
    package var id: Int
    package var files: [String]
}

extension ReportStore {
    /// The job's reports (every generation) and claims: those that know the job, and `alsoClaims` (claims of
    /// files that failed before their id was read, found by the caller in the files themselves).
    package func footprint(jobID: String, alsoClaims: [String] = []) throws -> JobFootprint {
        let keys = Self.jsonList(alsoClaims)
        return JobFootprint(
            jobID: jobID,
            reports: try database.scalarInt("SELECT COUNT(*) FROM reports WHERE job_id = ?", [jobID]) ?? 0,
            claims: try database.scalarInt(Self.claimsOf.replacingOccurrences(of: "$WHAT", with: "COUNT(*)"), [jobID, keys]) ?? 0,
            claimKeys: try database.rows(Self.claimsOf.replacingOccurrences(of: "$WHAT", with: "claim_key") + " ORDER BY claim_key",
                                         [jobID, keys]) { $0.string(0) })
    }

    /// Claims of a job by its id, or by their keys.
    private static let claimsOf = "SELECT $WHAT FROM claims WHERE job_id = ?1 OR claim_key IN (SELECT value FROM json_each(?2))"

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

    /// Deletes the job's reports and claims (`alsoClaims` too) and logs the erasure, in one transaction; `files`
    /// (queue paths) are recorded as pending until `completeErasure`. An empty `jobID` erases only `alsoClaims`
    /// (retention of files that never named a job). Returns the erasure's id.
    package func eraseJob(_ jobID: String, alsoClaims: [String] = [], files: [String]) throws -> Int {
        let pending = Self.jsonList(files), keys = Self.jsonList(alsoClaims)
        return try write { try database.transaction {
            try database.execute("INSERT INTO erasure_authorizations (job_id) VALUES (?)", [jobID])
            // Claims point at reports (a foreign key): they go first.
            let claims = try database.execute(Self.claimsOf.replacingOccurrences(of: "SELECT $WHAT", with: "DELETE"), [jobID, keys])
            let reports = try database.execute("DELETE FROM reports WHERE job_id = ?", [jobID])
            try database.execute("DELETE FROM batch_requests WHERE job_id = ?", [jobID])
            try database.execute("DELETE FROM erasure_authorizations WHERE job_id = ?", [jobID])
            try database.execute("""
                INSERT INTO erasures (job_id_sha256, requested_at, reports, claims, files, pending_files) VALUES (?, ?, ?, ?, ?, ?)
                """, [jobID.isEmpty ? "unidentified" : SHA256.hex(jobID), Self.now(), reports, claims, files.count, files.isEmpty ? nil : pending])
            let id = Int(database.lastInsertRowID)
            if files.isEmpty { try database.execute("UPDATE erasures SET completed_at = requested_at WHERE id = ?", [id]) }
            return id
        } }
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
}
