import Support

/// A failed claim that `retry` may put back in the inbox.
package struct FailedClaim: Sendable, Equatable {
    package var claimKey: String
    package var originalName: String
    package var jobID: String?
    package var errorCode: String
    package var finishedAt: String
}

extension ReportStore {
    /// Failed claims not yet retried, oldest first; `codes` empty means any; `since` an ISO 8601 UTC prefix.
    package func failedClaims(codes: [String], since: String?) throws -> [FailedClaim] {
        try database.rows("""
            SELECT claim_key, original_name, job_id, COALESCE(error_code, 'unknown'), COALESCE(finished_at, claimed_at) FROM claims
            WHERE state = 'failed' AND retried_at IS NULL
              AND (?1 = '[]' OR error_code IN (SELECT value FROM json_each(?1))) AND (?2 IS NULL OR finished_at >= ?2)
            ORDER BY finished_at, claim_key
            """, [Self.jsonList(codes), since]) { row in
            FailedClaim(claimKey: row.string(0), originalName: row.string(1), jobID: row.optionalString(2),
                        errorCode: row.string(3), finishedAt: row.string(4))
        }
    }

    /// The claim's file went back to the inbox: it is kept as a record, no longer counted as failed.
    package func markRetried(claimKey: String) throws {
        try write { try database.execute("UPDATE claims SET retried_at = ? WHERE claim_key = ? AND state = 'failed'", [Self.now(), claimKey]) }
    }
}
