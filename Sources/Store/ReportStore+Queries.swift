extension ReportStore {
    static let reportColumns = """
        id, generation, claim_key, created_at, job_id, language_code, requested_language, language_fallback, area,
        house_system, envelope_json, report_markdown, backend, model, prompt_version, template_version,
        glossary_version, prompt_tokens, completion_tokens, cost_usd, latency_ms, cached_tokens, http_attempts, corrected, batched,
        fact_claims
        """

    static func storedReport(_ row: Row) -> StoredReport {
        StoredReport(
            id: row.int(0), generation: row.int(1), claimKey: row.string(2), createdAt: row.string(3),
            content: NewReport(
                jobID: row.string(4), languageCode: row.string(5), requestedLanguage: row.string(6),
                languageFallback: row.int(7) == 1, area: row.string(8), houseSystem: row.optionalString(9),
                envelopeJSON: row.string(10), reportMarkdown: row.string(11),
                backend: row.string(12), model: row.optionalString(13), promptVersion: row.optionalString(14),
                templateVersion: row.optionalString(15), glossaryVersion: row.optionalString(16),
                promptTokens: row.int(17), cachedTokens: row.int(21), completionTokens: row.int(18),
                costUSD: row.isNull(19) ? nil : row.double(19), httpAttempts: row.int(22), corrected: row.int(23) == 1,
                batched: row.int(24) == 1, factClaims: row.isNull(25) ? nil : row.int(25), latencyMilliseconds: row.double(20)))
    }

    package func report(id: Int) throws -> StoredReport? {
        try database.firstRow("SELECT \(Self.reportColumns) FROM reports WHERE id = ?", [id], Self.storedReport)
    }

    /// Newest first.
    package func reports(_ filter: ReportFilter = ReportFilter()) throws -> [StoredReport] {
        try database.rows("""
            SELECT \(Self.reportColumns) FROM reports
            WHERE (?1 IS NULL OR language_code = ?1) AND (?2 IS NULL OR area = ?2) AND (?3 IS NULL OR job_id = ?3)
            ORDER BY id DESC LIMIT ?4
            """, [filter.languageCode, filter.area, filter.jobID, filter.limit ?? -1], Self.storedReport)
    }

    /// Calls `body` with each report of the listing, newest first, one row at a time: the envelope and the Markdown
    /// are not read (they are empty in what `body` gets), so 100 000 reports cost one row's memory, not gigabytes.
    package func eachListedReport(_ filter: ReportFilter = ReportFilter(), _ body: (StoredReport) throws -> Void) throws {
        let columns = Self.reportColumns.replacingOccurrences(of: "envelope_json, report_markdown", with: "'' AS envelope_json, '' AS report_markdown")
        try database.forEachRow("""
            SELECT \(columns) FROM reports
            WHERE (?1 IS NULL OR language_code = ?1) AND (?2 IS NULL OR area = ?2) AND (?3 IS NULL OR job_id = ?3)
            ORDER BY id DESC LIMIT ?4
            """, [filter.languageCode, filter.area, filter.jobID, filter.limit ?? -1]) { try body(Self.storedReport($0)) }
    }

    /// A failed attempt still counts while it is the job's latest word: a job fixed and enqueued again that then
    /// succeeded is done, not also failed.
    static let currentClaims = """
        retried_at IS NULL AND NOT (state = 'failed' AND job_id IS NOT NULL AND EXISTS (
            SELECT 1 FROM claims later WHERE later.job_id = claims.job_id AND later.state = 'done'
                AND later.finished_at >= claims.finished_at))
        """

    package func summary() throws -> StoreSummary {
        var summary = StoreSummary()
        try database.forEachRow("SELECT state, COUNT(*) FROM claims WHERE \(Self.currentClaims) GROUP BY state") { row in
            switch ClaimRecord.State(rawValue: row.string(0)) {
            case .processing: summary.processing = row.int(1)
            case .done: summary.done = row.int(1)
            case .failed: summary.failed = row.int(1)
            case nil: break
            }
        }
        try database.forEachRow("SELECT error_code, COUNT(*) FROM claims WHERE state = 'failed' AND \(Self.currentClaims) GROUP BY error_code") { row in
            summary.failuresByCode[row.optionalString(0) ?? "unknown"] = row.int(1)
        }
        try database.forEachRow("SELECT language_code, COUNT(*) FROM reports GROUP BY language_code") { row in
            summary.reportsByLanguage[row.string(0)] = row.int(1)
        }
        // Reports, then failed attempts (they bill too); a NULL cost is counted as unknown, never as $0.
        for (table, filter) in [("reports", ""), ("claims", "WHERE state = 'failed'")] {
            try database.forEachRow("""
                SELECT COUNT(*), COALESCE(SUM(prompt_tokens), 0), COALESCE(SUM(cached_tokens), 0), COALESCE(SUM(completion_tokens), 0),
                    COALESCE(SUM(cost_usd), 0), SUM(cost_usd IS NULL AND prompt_tokens + completion_tokens > 0)
                FROM \(table) \(filter)
                """) { row in
                if table == "reports" { summary.reports = row.int(0) }
                summary.promptTokens += row.int(1)
                summary.cachedTokens += row.int(2)
                summary.completionTokens += row.int(3)
                summary.costUSD += row.double(4)
                summary.unknownCost += row.isNull(5) ? 0 : row.int(5)
            }
        }
        try database.forEachRow("SELECT COUNT(*), COALESCE(SUM(cost_usd), 0) FROM reports WHERE batched = 1") { row in
            summary.batchedReports = row.int(0)
            summary.batchedCostUSD = row.double(1)
        }
        summary.languageFallbacks = try database.scalarInt("SELECT COUNT(*) FROM reports WHERE language_fallback = 1") ?? 0
        try database.forEachRow("""
            SELECT COUNT(*), COALESCE(SUM(fact_claims), 0), COALESCE(SUM(corrected), 0) FROM reports WHERE fact_claims IS NOT NULL
            """) { row in
            (summary.factCheckedReports, summary.factClaims, summary.factCheckedCorrected) = (row.int(0), row.int(1), row.int(2))
        }
        return summary
    }
}
