import Foundation
import LLM
import Queue
import Report
import Store
import Support
import Synchronization

/// `astrosvitla run --batch`: reports at the Batch API's half price, for cron. Each run first collects what
/// earlier runs sent (polls the open batches, reads the output and error files of finished ones, judges each
/// answer exactly as the synchronous path does, stores the reports, puts back or fails the rest), then
/// claims the inbox as `run` does, sends it as new batches and returns without waiting: the provider has 24
/// hours. Exactly-once spending: a batch is recorded before it is created and after; a crash in between is
/// resolved by the batch's metadata (`astrosvitla_batch`), never by creating it again. A claim waiting in a
/// batch is the batch's: no synchronous runner recovers it. One batch run at a time per queue (`QueueLock`).
package final class BatchRunner: Sendable {
    let runner: Runner
    let processor: ChartReportProcessor
    let backend: LLMReportBackend
    /// A batch still `creating` (no provider id recorded) this many seconds after it was recorded, and not
    /// found at the provider, was never created: its jobs go back to the inbox.
    let orphanAfter: Double
    /// The run's counts and the corrective retries waiting for its next batch (written by the run's own thread,
    /// read by whoever asks; a `Mutex` so that is checked, not promised).
    private let progress = Mutex((counts: BatchRunCounts(), corrections: [Correction]()))

    var counts: BatchRunCounts { progress.withLock { $0.counts } }
    func count(_ change: (inout BatchRunCounts) -> Void) { progress.withLock { change(&$0.counts) } }
    func queueCorrection(_ correction: Correction) { progress.withLock { $0.corrections.append(correction) } }
    /// The corrections waiting, taken out of the queue.
    func takeCorrections() -> [Correction] { progress.withLock { state in defer { state.corrections.removeAll() }; return state.corrections } }

    /// A corrective retry waiting for this run's next batch.
    struct Correction: Sendable {
        let key: String
        let job: PreparedJob
        let correction: BatchCorrection
    }

    var client: LLMClient { backend.client }
    var logger: EventLog { runner.logger }
    var queue: QueueDirectory { runner.configuration.queue }
    var settings: LLMConfiguration { client.configuration }

    package init(runner: Runner, processor: ChartReportProcessor, orphanAfter: Double = 600) throws {
        guard let backend = processor.composer?.backend as? LLMReportBackend else {
            throw JobError(code: .noBackend, message: "batch mode needs the llm backend (set ASTROSVITLA_LLM_URL or a key)")
        }
        self.runner = runner
        self.processor = processor
        self.backend = backend
        self.orphanAfter = orphanAfter
    }

    /// The batch runner `astrosvitla run --batch` uses: the LLM backend from the environment.
    package convenience init(configuration: RunnerConfiguration, environment: [String: String], logger: EventLog,
                             orphanAfter: Double = 600) throws {
        let runner = try Runner(configuration: configuration, backend: .llm, environment: environment, logger: logger)
        guard let processor = runner.processor as? ChartReportProcessor else {
            throw JobError(code: .noBackend, message: "batch mode needs the chart report processor")
        }
        try self.init(runner: runner, processor: processor, orphanAfter: orphanAfter)
    }

    package func requestStop(signal: Int32? = nil) { runner.requestStop(signal: signal) }

    /// `batch abandon ID`: stops waiting for one open batch (a quarantined one, one the provider lost). Each request
    /// without an outcome goes back to the inbox as one more attempt (failing after the configured attempts), the
    /// batch is closed `abandoned`, and its files are deleted at the provider (they hold birth data; best effort).
    /// Refused while a `run --batch` works on the queue.
    package func abandonBatch(_ id: String) throws -> BatchRecord {
        guard let lock = try QueueLock(queue: queue, .batch) else {
            throw JobError(code: .queueError, message: "a run --batch is working on this queue (\(QueueLock.path(queue, .batch))); "
                           + "abandon the batch when it has finished")
        }
        defer { lock.release() }
        try queue.prepare()
        let store = try ReportStore(path: runner.configuration.databasePath)
        guard let record = try store.batches(openOnly: true).first(where: { $0.batchID == id || $0.localID == id }) else {
            throw JobError(code: .notFound, message: "no open batch with id '\(id)' (see astrosvitla batch list)")
        }
        try abandon(record.localID, store: store, reason: "abandoned by the operator", countsAsAttempt: true)
        if record.batchID != nil {
            for file in [record.inputFileID, record.outputFileID, record.errorFileID].compactMap({ $0 }) {
                do { try client.deleteFile(file) } catch {
                    logger.warning("batch_file_kept", ["file": .string(file), "message": .string("\(error)")])
                }
            }
        }
        return try store.batch(localID: record.localID) ?? record
    }

    /// Collects, then submits. Throws when the queue or the database cannot be used at all; an unreachable
    /// provider ends the run with `summary.outage` (exit 75), leaving every job queued or in its batch.
    package func run() throws -> RunSummary {
        let store = try runner.open()
        guard let lock = try QueueLock(queue: queue, .batch) else {
            runner.recordOutage("another `run --batch` is working on this queue (\(QueueLock.path(queue, .batch))); try again later")
            return runner.finishSummary { $0.batches = counts }
        }
        defer { lock.release() }
        let heartbeat = runner.pool.startHeartbeat(store: try ReportStore(path: runner.configuration.databasePath), owner: runner.owner,
                                                   lease: runner.configuration.leaseSeconds, logger: logger)
        defer { heartbeat.cancel() }
        do {
            try resolveUnrecorded(store)
            try collect(store)
            if !runner.stop.isRaised { try submit(store) }
        } catch let error as LLMError where error.code.isOutage {
            runner.recordOutage("the batch API did not answer: \(error.message)")
        } catch let error as LLMError {
            // A refusal that waiting will not cure (a rejected key, a malformed request): the run fails.
            count { $0.error = error.description }
            logger.error("batch_api_failed", ["code": .string(error.code.rawValue), "message": .string(error.message)])
        } catch {
            runner.storageFailure(error)
        }
        if let open = try? store.batches(openOnly: true).count { count { $0.open = open } }
        return runner.finishSummary { $0.batches = counts }
    }
}
