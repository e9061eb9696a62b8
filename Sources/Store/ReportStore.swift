import Foundation
import Support

/// The pipeline's database: claims of queue files and the immutable reports they produce.
/// Each outcome is recorded in one transaction; the queue file moves only after it commits.
package final class ReportStore {
    package let database: Database
    private let writer: NSLock

    /// Opens the database and brings its schema up to date; refuses, before anything is read or claimed, a file a
    /// newer astrosvitla wrote (`database_too_new`).
    package init(path: String) throws {
        database = try Database(path: path)
        writer = WriterLocks.lock(for: path)
        do { _ = try writer.withLock { try database.migrate(Self.migrations) } } catch let newer as NewerSchema {
            throw StoreError(code: .databaseTooNew, message: "\(path) has schema version \(newer.found), written by a newer astrosvitla; "
                             + "this one knows versions up to \(newer.known) and changes nothing in it: run the newer astrosvitla")
        }
    }

    /// Writes from this process's connections to one file take turns here: waiting on SQLite's own busy
    /// handler sleeps in steps of up to 100 ms, which dozens of worker threads would otherwise hit.
    /// Other processes still meet the busy timeout.
    @discardableResult
    func write<T>(_ body: () throws -> T) throws -> T {
        try writer.withLock(body)
    }

    static func now() -> String { Timestamp.now() }

    // MARK: claims

    /// Records a new claim; returns false when the key is already known (another runner registered it).
    package func registerClaim(key: String, originalName: String, owner: ClaimOwner, leaseUntil: Double) throws -> Bool {
        do {
            try write { try database.execute("""
                INSERT INTO claims (claim_key, original_name, state, attempts, owner_pid, owner_started, owner_token,
                                    lease_until, claimed_at)
                VALUES (?, ?, 'processing', 1, ?, ?, ?, ?, ?)
                """, [key, originalName, owner.pid, owner.started, owner.token, leaseUntil, Self.now()]) }
            return true
        } catch let error as SQLiteError where error.isConstraintViolation {
            return false
        }
    }

    package func claim(key: String) throws -> ClaimRecord? {
        try database.firstRow("SELECT \(Self.claimColumns) FROM claims WHERE claim_key = ?", [key], Self.claimRecord)
    }

    static let claimColumns = """
        claim_key, original_name, job_id, state, attempts, owner_pid, owner_token, lease_until, claimed_at, finished_at,
        error_code, error_message, report_id, owner_started, batch_local_id
        """

    static func claimRecord(_ row: Row) -> ClaimRecord {
        ClaimRecord(claimKey: row.string(0), originalName: row.string(1), jobID: row.optionalString(2),
                    state: ClaimRecord.State(rawValue: row.string(3)) ?? .processing, attempts: row.int(4),
                    ownerPID: row.optionalInt(5), ownerStarted: row.optionalInt(13), ownerToken: row.optionalString(6),
                    leaseUntil: row.optionalDouble(7), claimedAt: row.string(8), finishedAt: row.optionalString(9),
                    errorCode: row.optionalString(10), errorMessage: row.optionalString(11), reportID: row.optionalInt(12),
                    batchLocalID: row.optionalString(14))
    }

    /// Takes over a stale claim (its owner died or its lease ran out) and counts one more attempt.
    /// Compare-and-set on the previous owner, so of two runners recovering at once only one wins.
    package func takeOver(key: String, previousToken: String?, owner: ClaimOwner, leaseUntil: Double) throws -> Bool {
        try write { try database.execute("""
            UPDATE claims SET owner_pid = ?, owner_started = ?, owner_token = ?, lease_until = ?, attempts = attempts + 1
            WHERE claim_key = ? AND state = 'processing' AND owner_token IS ?
            """, [owner.pid, owner.started, owner.token, leaseUntil, key, previousToken]) } == 1
    }

    /// Extends the leases of the claims this runner is working on (and only those: an interrupted claim
    /// must be allowed to expire).
    package func renewLeases(keys: [String], owner: ClaimOwner, until: Double) throws {
        guard !keys.isEmpty else { return }
        try write { try database.transaction {
            for key in keys {
                try database.execute("UPDATE claims SET lease_until = ? WHERE claim_key = ? AND owner_token = ? AND state = 'processing'",
                                     [until, key, owner.token])
            }
        } }
    }

    /// Gives a claim up before any work was done on it (a stop arrived while it waited for the backend):
    /// the row goes, so the file can go back to the inbox and count no attempt.
    package func releaseClaim(key: String, owner: ClaimOwner) throws -> Bool {
        try write { try database.execute("DELETE FROM claims WHERE claim_key = ? AND owner_token = ? AND state = 'processing'",
                                         [key, owner.token]) } == 1
    }

    /// Refuses a database the runner cannot use: read-only, or failing SQLite's quick integrity check.
    package func checkUsable(path: String) throws(StoreError) {
        if database.isReadOnly { throw StoreError(code: .databaseReadOnly, message: "\(path) is read-only; the runner needs to write it") }
        let complaint: String?
        do { complaint = try database.quickCheck() } catch {
            throw StoreError(code: .databaseCorrupt, message: "\(path) failed its integrity check: \(error.message)")
        }
        if let complaint { throw StoreError(code: .databaseCorrupt, message: "\(path) failed its integrity check: \(complaint)") }
    }

    /// True when `jobID` has a stored report or a claim in progress.
    package func isKnown(jobID: String) throws -> Bool {
        try database.scalarInt("""
            SELECT EXISTS (SELECT 1 FROM reports WHERE job_id = ?)
                OR EXISTS (SELECT 1 FROM claims WHERE job_id = ? AND state = 'processing')
            """, [jobID, jobID]) == 1
    }

    /// True when `jobID` already has a stored report.
    package func isStored(jobID: String) throws -> Bool {
        try database.scalarInt("SELECT EXISTS (SELECT 1 FROM reports WHERE job_id = ?)", [jobID]) == 1
    }

    /// Notes which job a claim carries, once its request parsed.
    package func setJobID(_ jobID: String, key: String) throws {
        try write { try database.execute("UPDATE claims SET job_id = ? WHERE claim_key = ?", [jobID, key]) }
    }

    /// What `reserve` found.
    package enum Reservation: Sendable, Equatable {
        /// The claim is the job's only first generation in flight: it may ask the backend.
        case reserved
        /// The job already has a report (and the file does not ask for a new generation).
        case stored
        /// Another claim of the same id, not a regeneration, is in flight (another worker, another runner or a
        /// batch): it alone is sent, this one would bill the same report twice.
        case inFlight(originalName: String)
    }

    /// Notes which job a claim carries and, for a first generation, reserves the id in the same transaction, so
    /// that of two files with one id (`-j 2`, two runners, one batch) only one reaches the backend. A regeneration
    /// (`+regenerate-` in the file name) is its own request and reserves nothing.
    package func reserve(jobID: String, key: String, regenerate: Bool) throws -> Reservation {
        try write { try database.transaction {
            try database.execute("UPDATE claims SET job_id = ? WHERE claim_key = ?", [jobID, key])
            guard !regenerate else { return .reserved }
            if try isStored(jobID: jobID) { return .stored }
            let other = try database.scalarString("""
                SELECT original_name FROM claims WHERE job_id = ? AND claim_key != ? AND state = 'processing'
                    AND original_name NOT LIKE '%+regenerate-%' ORDER BY claimed_at, claim_key LIMIT 1
                """, [jobID, key])
            return other.map { .inFlight(originalName: $0) } ?? .reserved
        } }
    }

    // MARK: outcomes

    package enum Completion: Sendable, Equatable {
        case stored(reportID: Int, generation: Int)
        /// The job id already has a report and the request did not ask to regenerate.
        case duplicate
        /// Another runner took the claim over (this one was presumed dead); nothing was written.
        case lostClaim
    }

    /// Stores the report and closes the claim as done, in one transaction.
    package func completeSuccess(key: String, owner: ClaimOwner, regenerate: Bool, report: NewReport) throws -> Completion {
        try write { try database.transaction {
            guard try ownsOpenClaim(key: key, owner: owner) else { return .lostClaim }
            let latest = try database.scalarInt("SELECT MAX(generation) FROM reports WHERE job_id = ?", [report.jobID])
            if latest != nil && !regenerate { return .duplicate }
            let generation = (latest ?? 0) + 1
            try database.execute("""
                INSERT INTO reports (job_id, generation, claim_key, language_code, requested_language, language_fallback,
                    area, house_system, envelope_json, report_markdown, backend, model, prompt_version,
                    template_version, glossary_version, prompt_tokens, cached_tokens, completion_tokens, total_tokens, cost_usd,
                    http_attempts, corrected, batched, fact_claims, latency_ms, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [report.jobID, generation, key, report.languageCode, report.requestedLanguage, report.languageFallback,
                      report.area, report.houseSystem, report.envelopeJSON, report.reportMarkdown,
                      report.backend, report.model, report.promptVersion, report.templateVersion, report.glossaryVersion,
                      report.promptTokens, report.cachedTokens, report.completionTokens,
                      report.promptTokens + report.completionTokens, report.costUSD, report.httpAttempts, report.corrected,
                      report.batched, report.factClaims, report.latencyMilliseconds, Self.now()])
            let reportID = Int(database.lastInsertRowID)
            try database.execute("""
                UPDATE claims SET state = 'done', job_id = ?, finished_at = ?, report_id = ?, owner_token = NULL, batch_local_id = NULL
                WHERE claim_key = ?
                """, [report.jobID, Self.now(), reportID, key])
            return .stored(reportID: reportID, generation: generation)
        } }
    }

    /// Closes the claim as failed with a stable code and a message free of secrets and birth data, and what
    /// the attempt spent.
    package func completeFailure(key: String, owner: ClaimOwner, jobID: String?, code: OutcomeCode, message: String,
                                billed: Bill = Bill(), latencyMilliseconds: Double? = nil) throws -> Bool {
        try write { try database.transaction {
            guard try ownsOpenClaim(key: key, owner: owner) else { return false }
            try database.execute("""
                UPDATE claims SET state = 'failed', job_id = COALESCE(?, job_id), finished_at = ?, error_code = ?,
                    error_message = ?, owner_token = NULL, batch_local_id = NULL, prompt_tokens = ?, cached_tokens = ?, completion_tokens = ?,
                    cost_usd = ?, http_attempts = ?, corrected = ?, latency_ms = ?
                WHERE claim_key = ? AND state = 'processing'
                """, [jobID, Self.now(), code.rawValue, message, billed.promptTokens, billed.cachedTokens, billed.completionTokens,
                      billed.costUSD, billed.httpAttempts, billed.corrected, latencyMilliseconds, key])
            return true
        } }
    }

    private func ownsOpenClaim(key: String, owner: ClaimOwner) throws -> Bool {
        try database.scalarInt("SELECT COUNT(*) FROM claims WHERE claim_key = ? AND state = 'processing' AND owner_token = ?",
                               [key, owner.token]) == 1
    }
}
