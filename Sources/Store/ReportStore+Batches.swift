import Support

/// One batch as recorded here. `status` is `creating` until the provider answered, then the provider's own
/// (`validating`, `in_progress`, `finalizing`, `completed`, `failed`, `expired`, `cancelling`, `cancelled`),
/// and finally `settled` (every request's outcome recorded) or `abandoned` (never created at the provider, or given
/// up with `batch abandon`); `quarantined` when a run could not read it (left alone until abandoned).
package struct BatchRecord: Sendable, Equatable {
    package var localID: String
    package var batchID: String?
    package var status: String
    package var model: String
    package var inputFileID: String?
    package var outputFileID: String?
    package var errorFileID: String?
    package var requests: Int
    package var completed: Int
    package var failed: Int
    package var createdAt: String
    package var updatedAt: String
    package var message: String?
    /// Why the batch is `quarantined` (`llm_bad_response`, `llm_response_too_large` …), nil otherwise.
    package var errorCode: String? = nil

    /// Still someone's to look after: neither settled nor abandoned.
    package var isOpen: Bool { !["settled", "abandoned"].contains(status) }
}

/// One request of a batch: the claim it answers (its key is the request's `custom_id`).
package struct BatchRequestRecord: Sendable, Equatable {
    package var claimKey: String
    package var jobID: String
    package var languageCode: String
    /// The request carries the corrective retry (a second invalid answer fails the job), and what the first
    /// answer cost.
    package var corrected: Bool
    package var prior: Bill
    /// What the request was sent with: its prompt's version and the terms its answer must (not) use. Nil for
    /// requests recorded before they were kept.
    package var sent: SentPrompt?

    package struct SentPrompt: Sendable, Equatable {
        package var promptVersion: String
        package var requiredTerms: [String]
        package var forbiddenTerms: [String]

        package init(promptVersion: String, requiredTerms: [String], forbiddenTerms: [String]) {
            self.promptVersion = promptVersion
            self.requiredTerms = requiredTerms
            self.forbiddenTerms = forbiddenTerms
        }
    }

    package init(claimKey: String, jobID: String, languageCode: String, corrected: Bool = false, prior: Bill = Bill(),
                 sent: SentPrompt? = nil) {
        self.claimKey = claimKey
        self.jobID = jobID
        self.languageCode = languageCode
        self.corrected = corrected
        self.prior = prior
        self.sent = sent
    }
}

extension ReportStore {
    /// Records a batch about to be created and hands it its claims, in one transaction: from here on no
    /// synchronous runner recovers them, and a crash before the provider's answer is recorded leaves a
    /// `creating` row that the next batch run resolves by the batch's metadata.
    package func beginBatch(localID: String, model: String, requests: [BatchRequestRecord]) throws {
        try write { try database.transaction {
            let now = Self.now()
            try database.execute("""
                INSERT INTO batches (local_id, status, model, requests, created_at, updated_at) VALUES (?, 'creating', ?, ?, ?, ?)
                """, [localID, model, requests.count, now, now])
            for request in requests {
                try database.execute("""
                    INSERT INTO batch_requests (local_id, claim_key, job_id, language_code, corrected, prior_prompt_tokens,
                        prior_cached_tokens, prior_completion_tokens, prior_cost_usd, prompt_version, required_terms, forbidden_terms)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [localID, request.claimKey, request.jobID, request.languageCode, request.corrected, request.prior.promptTokens,
                          request.prior.cachedTokens, request.prior.completionTokens, request.prior.costUSD,
                          request.sent?.promptVersion, request.sent.map { Self.lines($0.requiredTerms) },
                          request.sent.map { Self.lines($0.forbiddenTerms) }])
                try database.execute("UPDATE claims SET batch_local_id = ?, owner_token = NULL, lease_until = NULL WHERE claim_key = ?",
                                     [localID, request.claimKey])
            }
        } }
    }

    /// What the provider said of the batch (after creating it, or on a later poll).
    package func updateBatch(localID: String, batchID: String, status: String, inputFileID: String?, outputFileID: String?,
                             errorFileID: String?, completed: Int, failed: Int, message: String?) throws {
        try write { try database.execute("""
            UPDATE batches SET batch_id = ?, status = ?, input_file_id = COALESCE(?, input_file_id),
                output_file_id = COALESCE(?, output_file_id), error_file_id = COALESCE(?, error_file_id),
                completed = ?, failed = ?, message = COALESCE(?, message), updated_at = ?
            WHERE local_id = ? AND status NOT IN ('settled', 'abandoned', 'quarantined')
            """, [batchID, status, inputFileID, outputFileID, errorFileID, completed, failed, message, Self.now(), localID]) }
    }

    /// The uploaded input file of a batch about to be created.
    package func recordBatchInput(localID: String, fileID: String) throws {
        try write { try database.execute("UPDATE batches SET input_file_id = ?, updated_at = ? WHERE local_id = ?", [fileID, Self.now(), localID]) }
    }

    package func batch(localID: String) throws -> BatchRecord? {
        try batches(openOnly: false).first { $0.localID == localID }
    }

    /// Every request's outcome is recorded (`settled`), or the batch never reached the provider (`abandoned`).
    package func closeBatch(localID: String, status: String, message: String? = nil) throws {
        try write { try database.execute("""
            UPDATE batches SET status = ?, message = COALESCE(?, message), settled_at = ?, updated_at = ? WHERE local_id = ?
            """, [status, message, Self.now(), Self.now(), localID]) }
    }

    package func batches(openOnly: Bool = false) throws -> [BatchRecord] {
        try database.rows("""
            SELECT local_id, batch_id, status, model, input_file_id, output_file_id, error_file_id, requests, completed, failed,
                   created_at, updated_at, message, error_code
            FROM batches WHERE ?1 = 0 OR status NOT IN ('settled', 'abandoned') ORDER BY created_at, local_id
            """, [openOnly]) { row in
            BatchRecord(localID: row.string(0), batchID: row.optionalString(1), status: row.string(2), model: row.string(3),
                        inputFileID: row.optionalString(4), outputFileID: row.optionalString(5), errorFileID: row.optionalString(6),
                        requests: row.int(7), completed: row.int(8), failed: row.int(9), createdAt: row.string(10),
                        updatedAt: row.string(11), message: row.optionalString(12), errorCode: row.optionalString(13))
        }
    }

    /// The batch's requests whose outcome is not recorded yet.
    package func pendingRequests(localID: String) throws -> [BatchRequestRecord] {
        try database.rows("""
            SELECT claim_key, job_id, language_code, corrected, prior_prompt_tokens, prior_cached_tokens, prior_completion_tokens,
                   prior_cost_usd, prompt_version, required_terms, forbidden_terms
            FROM batch_requests WHERE local_id = ? AND outcome IS NULL ORDER BY claim_key
            """, [localID]) { row in
            BatchRequestRecord(claimKey: row.string(0), jobID: row.string(1), languageCode: row.string(2), corrected: row.int(3) == 1,
                               prior: Bill(promptTokens: row.int(4), cachedTokens: row.int(5), completionTokens: row.int(6),
                                           costUSD: row.isNull(7) ? nil : row.double(7)),
                               sent: row.optionalString(8).map { version in
                                   BatchRequestRecord.SentPrompt(promptVersion: version, requiredTerms: Self.terms(row.optionalString(9)),
                                                                 forbiddenTerms: Self.terms(row.optionalString(10)))
                               })
        }
    }

    /// Terms kept one per line (a glossary term holds no line break).
    private static func lines(_ terms: [String]) -> String { terms.joined(separator: "\n") }
    private static func terms(_ text: String?) -> [String] { (text ?? "").split(separator: "\n").map(String.init) }

    package func settleRequest(localID: String, claimKey: String, outcome: String) throws {
        try write { try database.execute("UPDATE batch_requests SET outcome = ? WHERE local_id = ? AND claim_key = ?",
                                         [outcome, localID, claimKey]) }
    }

    /// How many batches this job was sent in: a job put back after an expired or failed batch counts them (not
    /// a corrective retry's, nor a batch that never reached the provider).
    package func batchSubmissions(jobID: String) throws -> Int {
        try database.scalarInt("""
            SELECT COUNT(*) FROM batch_requests WHERE job_id = ? AND (outcome IS NULL OR outcome NOT IN ('correction', 'returned'))
            """, [jobID]) ?? 0
    }

    /// Gives `owner` a claim of the batch to record its outcome, without counting an attempt (the batch was the
    /// attempt). The claim stays the batch's until that outcome is recorded (the outcome's own transaction ends the
    /// tie), so a run killed while settling leaves it to the next batch run, which settles it again from the same
    /// output, and never to a synchronous runner, which would send it again. False when the claim is no longer
    /// waiting in that batch.
    package func adoptBatchClaim(key: String, localID: String, owner: ClaimOwner, leaseUntil: Double) throws -> Bool {
        try write { try database.execute("""
            UPDATE claims SET owner_pid = ?, owner_started = ?, owner_token = ?, lease_until = ?
            WHERE claim_key = ? AND state = 'processing' AND batch_local_id = ?
            """, [owner.pid, owner.started, owner.token, leaseUntil, key, localID]) == 1 }
    }

    /// Whether `localID` names a batch still open (not settled, not abandoned): its claims are its own. A claim
    /// tied to a closed batch (a correction a killed run never sent) is an ordinary claim again.
    package func isOpenBatch(_ localID: String) throws -> Bool {
        try database.scalarInt("SELECT EXISTS (SELECT 1 FROM batches WHERE local_id = ? AND status NOT IN ('settled', 'abandoned'))",
                               [localID]) == 1
    }

    /// A batch the run cannot read (its status body is not a batch, its output is over the cap): set aside with the
    /// client's code, so every other batch is still collected; `batch abandon` gives its jobs back.
    package func quarantineBatch(localID: String, code: String, message: String) throws {
        try write { try database.execute("""
            UPDATE batches SET status = 'quarantined', error_code = ?, message = ?, updated_at = ? WHERE local_id = ?
            """, [code, message, Self.now(), localID]) }
    }
}
