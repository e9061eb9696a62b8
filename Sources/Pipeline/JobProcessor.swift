/// Turns a validated request into a report ready to store. Implementations are shared by all
/// worker threads, so they must be thread-safe.
package protocol JobProcessor: Sendable {
    /// What `enqueue` must check beyond the JSON: the zone exists, the local time is neither skipped
    /// nor ambiguous without `fold`, the date is inside the ephemeris range.
    func validate(_ request: JobRequest) throws(JobError)

    /// Computes the chart and writes the report.
    func process(_ request: JobRequest) throws(JobError) -> GeneratedReport

    /// Worker threads beyond `--concurrency` that keep the CPU busy while the backend waits on the network
    /// (an LLM backend keeps exactly `--concurrency` requests in flight itself).
    var additionalWorkers: Int { get }
}

extension JobProcessor {
    package var additionalWorkers: Int { 0 }
}
