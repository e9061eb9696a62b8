/// A report about to be stored; `ReportStore` assigns its id, generation and creation time.
package struct NewReport: Sendable, Equatable {
    package var jobID: String
    package var languageCode: String
    package var requestedLanguage: String
    package var languageFallback: Bool
    package var area: String
    package var houseSystem: String?
    /// The report with its request, chart and generation metadata: the report's one stored content (what
    /// `export` renders from; the `chart_json` and `report_json` columns are computed from it).
    package var envelopeJSON: String
    package var reportMarkdown: String
    package var backend: String
    package var model: String?
    package var promptVersion: String?
    package var templateVersion: String?
    package var glossaryVersion: String?
    package var promptTokens: Int
    /// Prompt tokens the provider served from its cache (billed at the cached price).
    package var cachedTokens: Int
    package var completionTokens: Int
    /// nil: the model's price is unknown (never stored as $0).
    package var costUSD: Double?
    /// HTTP requests the report took, the corrective retry's included.
    package var httpAttempts: Int
    /// Whether the first answer failed validation and the corrective retry wrote this one.
    package var corrected: Bool
    /// Whether a batch (the Batch API, billed at its price) wrote it rather than a synchronous call.
    package var batched: Bool
    /// Claims about the chart the fact check found in the answer, all true; nil when not checked (offline).
    package var factClaims: Int?
    package var latencyMilliseconds: Double

    package init(jobID: String, languageCode: String, requestedLanguage: String, languageFallback: Bool, area: String,
                houseSystem: String?, envelopeJSON: String, reportMarkdown: String, backend: String,
                model: String?, promptVersion: String?, templateVersion: String?, glossaryVersion: String?,
                promptTokens: Int = 0, cachedTokens: Int = 0, completionTokens: Int = 0, costUSD: Double? = 0,
                httpAttempts: Int = 0, corrected: Bool = false, batched: Bool = false, factClaims: Int? = nil,
                latencyMilliseconds: Double = 0) {
        self.jobID = jobID
        self.languageCode = languageCode
        self.requestedLanguage = requestedLanguage
        self.languageFallback = languageFallback
        self.area = area
        self.houseSystem = houseSystem
        self.envelopeJSON = envelopeJSON
        self.reportMarkdown = reportMarkdown
        self.backend = backend
        self.model = model
        self.promptVersion = promptVersion
        self.templateVersion = templateVersion
        self.glossaryVersion = glossaryVersion
        self.promptTokens = promptTokens
        self.cachedTokens = cachedTokens
        self.completionTokens = completionTokens
        self.costUSD = costUSD
        self.httpAttempts = httpAttempts
        self.corrected = corrected
        self.batched = batched
        self.factClaims = factClaims
        self.latencyMilliseconds = latencyMilliseconds
    }
}

/// A stored report row.
package struct StoredReport: Sendable, Equatable {
    package var id: Int
    package var generation: Int
    package var claimKey: String
    package var createdAt: String
    package var content: NewReport
}

/// What the store knows of one claim of a queue file.
package struct ClaimRecord: Sendable, Equatable {
    package enum State: String, Sendable { case processing, done, failed }

    package var claimKey: String
    package var originalName: String
    package var jobID: String?
    package var state: State
    package var attempts: Int
    package var ownerPID: Int?
    package var ownerStarted: Int?
    package var ownerToken: String?
    package var leaseUntil: Double?
    package var claimedAt: String
    package var finishedAt: String?
    package var errorCode: String?
    package var errorMessage: String?
    package var reportID: Int?
    /// The batch this claim waits in (its `local_id`); such a claim is the batch's, never recovered.
    package var batchLocalID: String? = nil
}

/// The runner holding a claim: its process id and start time (to see whether that very process is still
/// alive) and a token unique per run.
package struct ClaimOwner: Sendable, Equatable {
    package var pid: Int
    package var started: Int?
    package var token: String

    package init(pid: Int, started: Int? = nil, token: String) {
        self.pid = pid
        self.started = started
        self.token = token
    }
}

/// Totals for `status`.
package struct StoreSummary: Sendable, Equatable {
    package var processing = 0
    package var done = 0
    package var failed = 0
    package var failuresByCode: [String: Int] = [:]
    package var reports = 0
    package var reportsByLanguage: [String: Int] = [:]
    package var promptTokens = 0
    package var cachedTokens = 0
    package var completionTokens = 0
    /// Over reports and failed attempts whose price is known.
    package var costUSD = 0.0
    /// Reports and failed attempts spent at a price the table does not know: their cost is not in `costUSD`.
    package var unknownCost = 0
    /// Reports a batch wrote, and their cost (part of `costUSD`).
    package var batchedReports = 0
    package var batchedCostUSD = 0.0
    /// Reports whose answer the fact check read, the claims it found in them (all true), and how many of those
    /// needed the corrective retry.
    /// Reports written in English because their requested language is not one of the 13.
    package var languageFallbacks = 0
    package var factCheckedReports = 0
    package var factClaims = 0
    package var factCheckedCorrected = 0
}

/// Which reports to list.
package struct ReportFilter: Sendable, Equatable {
    package var languageCode: String?
    package var area: String?
    package var jobID: String?
    package var limit: Int?

    package init(languageCode: String? = nil, area: String? = nil, jobID: String? = nil, limit: Int? = nil) {
        self.languageCode = languageCode
        self.area = area
        self.jobID = jobID
        self.limit = limit
    }
}
