import Report

/// A validated report and what it cost to get it.
public struct GenerationResult: Sendable {
    public let report: AppReport
    /// The model's answer exactly as received (the JSON the report was decoded from).
    public let rawJSON: String
    /// The model the server says answered (llama-server names its own), else the requested one.
    public let model: String
    /// Summed over every HTTP attempt that returned usage, corrective retry included.
    public let usage: TokenUsage
    /// USD, from the price table; nil when the model has no price.
    public let cost: Double?
    /// HTTP requests sent, retries and the corrective retry included.
    public let attempts: Int
    /// Whether the first answer failed validation and a corrective retry produced this one.
    public let corrected: Bool
    public let latency: Duration
    /// The server's `x-request-id` of the answer, for support tickets.
    public let requestID: String?

    public init(report: AppReport, rawJSON: String, model: String, usage: TokenUsage, cost: Double?, attempts: Int,
                corrected: Bool, latency: Duration, requestID: String?) {
        self.report = report
        self.rawJSON = rawJSON
        self.model = model
        self.usage = usage
        self.cost = cost
        self.attempts = attempts
        self.corrected = corrected
        self.latency = latency
        self.requestID = requestID
    }
}
