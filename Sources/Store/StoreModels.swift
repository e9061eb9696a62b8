/// A report about to be stored; `ReportStore` assigns its id, generation and creation time.
public struct NewReport: Sendable, Equatable {
    public var jobID: String
    public var languageCode: String
    public var requestedLanguage: String
    public var languageFallback: Bool
    public var area: String
    public var houseSystem: String?
    public var chartJSON: String
    public var reportJSON: String
    /// The report with its request, chart and generation metadata (what `export` renders from).
    public var envelopeJSON: String
    public var reportMarkdown: String
    public var backend: String
    public var model: String?
    public var promptVersion: String?
    public var templateVersion: String?
    public var glossaryVersion: String?
    public var promptTokens: Int
    public var completionTokens: Int
    public var costUSD: Double
    public var latencyMilliseconds: Double

    public init(jobID: String, languageCode: String, requestedLanguage: String, languageFallback: Bool, area: String,
                houseSystem: String?, chartJSON: String, reportJSON: String, envelopeJSON: String, reportMarkdown: String, backend: String,
                model: String?, promptVersion: String?, templateVersion: String?, glossaryVersion: String?,
                promptTokens: Int = 0, completionTokens: Int = 0, costUSD: Double = 0, latencyMilliseconds: Double = 0) {
        self.jobID = jobID
        self.languageCode = languageCode
        self.requestedLanguage = requestedLanguage
        self.languageFallback = languageFallback
        self.area = area
        self.houseSystem = houseSystem
        self.chartJSON = chartJSON
        self.reportJSON = reportJSON
        self.envelopeJSON = envelopeJSON
        self.reportMarkdown = reportMarkdown
        self.backend = backend
        self.model = model
        self.promptVersion = promptVersion
        self.templateVersion = templateVersion
        self.glossaryVersion = glossaryVersion
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.costUSD = costUSD
        self.latencyMilliseconds = latencyMilliseconds
    }
}

/// A stored report row.
public struct StoredReport: Sendable, Equatable {
    public var id: Int
    public var generation: Int
    public var claimKey: String
    public var createdAt: String
    public var content: NewReport
}

/// What the store knows of one claim of a queue file.
public struct ClaimRecord: Sendable, Equatable {
    public enum State: String, Sendable { case processing, done, failed }

    public var claimKey: String
    public var originalName: String
    public var jobID: String?
    public var state: State
    public var attempts: Int
    public var ownerPID: Int?
    public var ownerStarted: Int?
    public var ownerToken: String?
    public var leaseUntil: Double?
    public var claimedAt: String
    public var finishedAt: String?
    public var errorCode: String?
    public var errorMessage: String?
    public var reportID: Int?
}

/// The runner holding a claim: its process id and start time (to see whether that very process is still
/// alive) and a token unique per run.
public struct ClaimOwner: Sendable, Equatable {
    public var pid: Int
    public var started: Int?
    public var token: String

    public init(pid: Int, started: Int? = nil, token: String) {
        self.pid = pid
        self.started = started
        self.token = token
    }
}

/// Totals for `status`.
public struct StoreSummary: Sendable, Equatable {
    public var processing = 0
    public var done = 0
    public var failed = 0
    public var failuresByCode: [String: Int] = [:]
    public var reports = 0
    public var reportsByLanguage: [String: Int] = [:]
    public var promptTokens = 0
    public var completionTokens = 0
    public var costUSD = 0.0
}

/// Which reports to list.
public struct ReportFilter: Sendable, Equatable {
    public var languageCode: String?
    public var area: String?
    public var jobID: String?
    public var limit: Int?

    public init(languageCode: String? = nil, area: String? = nil, jobID: String? = nil, limit: Int? = nil) {
        self.languageCode = languageCode
        self.area = area
        self.jobID = jobID
        self.limit = limit
    }
}
