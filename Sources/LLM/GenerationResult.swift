import Report

/// A validated report and what it cost to get it.
package struct GenerationResult: Sendable {
    package let report: AppReport
    /// The model's answer exactly as received (the JSON the report was decoded from).
    package let rawJSON: String
    /// The model the server says answered (llama-server names its own), else the requested one.
    package let model: String
    /// Summed over every HTTP attempt that returned usage, corrective retry included.
    package let usage: TokenUsage
    /// USD, from the price table; nil when the model has no price.
    package let cost: Double?
    /// HTTP requests sent, retries and the corrective retry included.
    package let attempts: Int
    /// Whether the first answer failed validation and a corrective retry produced this one.
    package let corrected: Bool
    /// Claims about the chart the fact check found in the stored answer (each one true).
    package let factClaims: Int
    package let latency: Duration
    /// The server's `x-request-id` of the answer, for support tickets.
    package let requestID: String?

    package init(report: AppReport, rawJSON: String, model: String, usage: TokenUsage, cost: Double?, attempts: Int,
                corrected: Bool, factClaims: Int = 0, latency: Duration, requestID: String?) {
        self.report = report
        self.rawJSON = rawJSON
        self.model = model
        self.usage = usage
        self.cost = cost
        self.attempts = attempts
        self.corrected = corrected
        self.factClaims = factClaims
        self.latency = latency
        self.requestID = requestID
    }
}
