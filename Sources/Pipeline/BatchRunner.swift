import Foundation
import LLM
import Queue
import Report
import Store
import Support

/// `astrosvitla run --batch`: reports at the Batch API's half price, for cron. Each run first collects what
/// earlier runs sent (polls the open batches, reads the output and error files of finished ones, judges each
/// answer exactly as the synchronous path does, stores the reports, puts back or fails the rest), then
/// claims the inbox as `run` does, sends it as new batches and returns without waiting: the provider has 24
/// hours. Exactly-once spending: a batch is recorded before it is created and after; a crash in between is
/// resolved by the batch's metadata (`astrosvitla_batch`), never by creating it again. A claim waiting in a
/// batch is the batch's: no synchronous runner recovers it. One batch run at a time per queue (`BatchLock`).
package final class BatchRunner: @unchecked Sendable {
    let runner: Runner
    let processor: ChartReportProcessor
    let backend: LLMReportBackend
    /// A batch still `creating` (no provider id recorded) this many seconds after it was recorded, and not
    /// found at the provider, was never created: its jobs go back to the inbox.
    let orphanAfter: Double
    /// Only this run's thread touches these.
    var counts = BatchRunCounts()
    var corrections: [Correction] = []

    /// A corrective retry waiting for this run's next batch.
    struct Correction {
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

    /// Collects, then submits. Throws when the queue or the database cannot be used at all; an unreachable
    /// provider ends the run with `summary.outage` (exit 75), leaving every job queued or in its batch.
    package func run() throws -> RunSummary {
        let store = try runner.open()
        guard let lock = try BatchLock(queue: queue) else {
            runner.recordOutage("another `run --batch` is working on this queue (\(BatchLock.path(queue))); try again later")
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
            counts.error = error.description
            logger.error("batch_api_failed", ["code": .string(error.code.rawValue), "message": .string(error.message)])
        } catch {
            runner.storageFailure(error)
        }
        counts.open = (try? store.batches(openOnly: true).count) ?? counts.open
        return runner.finishSummary { $0.batches = counts }
    }
}
