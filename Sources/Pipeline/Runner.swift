import Foundation
import Queue
import Report
import Store
import Support
import Synchronization

/// Processes the queue: checks that the queue and the database are usable, then lets a `WorkerPool` take
/// jobs one by one from a `JobFeed` (recovery first, then the inbox), claim each by rename, record its
/// outcome in SQLite in one transaction and move the file to done/ or failed/. Safe to kill at any instant
/// (a restarted runner recovers what was in flight); a stop (`requestStop`) claims nothing more and lets
/// the jobs in flight finish within `stopTimeout`; the first storage error stops the run the same way.
package final class Runner: Sendable {
    let configuration: RunnerConfiguration
    let processor: JobProcessor
    let logger: EventLog
    let owner: ClaimOwner
    /// Raised by a stop request or a storage failure; shared with the report backend.
    package let stop: StopFlag
    let pool: WorkerPool
    private let onProgress: (@Sendable (RunProgress) -> Void)?
    /// What the workers share, behind one `Mutex`.
    private struct RunState {
        var summary = RunSummary()
        var seen: Set<String> = []
        var claimCounter = 0
        /// Inbox names whose claim failed for a reason of their own; each is reported once and skipped after.
        var unclaimable: [String: String] = [:]
        /// Claims whose outcome is recorded but whose file could not be moved on, for a reason of its own.
        var unmovable: [String: String] = [:]
        var databaseIdentity: FileIdentity?
    }
    private let state = Mutex(RunState())
    private let started = Date()

    package init(configuration: RunnerConfiguration, processor: JobProcessor, logger: EventLog, stop: StopFlag = StopFlag(),
                onProgress: (@Sendable (RunProgress) -> Void)? = nil) {
        self.configuration = configuration
        self.processor = processor
        self.logger = logger
        self.stop = stop
        self.onProgress = onProgress
        pool = WorkerPool(stop: stop)
        let pid = Int(getpid())
        owner = ClaimOwner(pid: pid, started: ProcessIdentity.startTime(of: pid), token: UUID().uuidString)
    }

    /// The runner `astrosvitla run` uses: the processor for `backend` (default: llm when configured, else
    /// offline) built from the environment, sharing this runner's stop flag so requests not yet sent are not.
    package convenience init(configuration: RunnerConfiguration, backend: BackendKind?, environment: [String: String], logger: EventLog,
                            onProgress: (@Sendable (RunProgress) -> Void)? = nil) throws {
        let stop = StopFlag()
        let processor = try ProcessorFactory.processor(backend: backend, environment: environment,
                                                        concurrency: configuration.concurrency, stop: stop)
        self.init(configuration: configuration, processor: processor, logger: logger, stop: stop, onProgress: onProgress)
    }

    /// Stops claiming at once; jobs in flight get `stopTimeout` seconds to finish (SIGINT/SIGTERM).
    package func requestStop(signal: Int32? = nil) {
        state.withLock { if $0.summary.stoppedBySignal == nil { $0.summary.stoppedBySignal = signal } }
        if !stop.isRaised { logger.info("stop_requested", ["signal": .int(Int(signal ?? 0))]) }
        stop.raise()
    }

    /// Runs until the inbox is empty (or, with `watch`, until stopped). Throws when the queue or the database
    /// cannot be used at all (nothing was claimed); a storage failure during the run ends it with
    /// `summary.storageError` set.
    package func run() throws -> RunSummary {
        let store = try open()
        // Each worker gets its own connection, opened here so that a database that cannot be opened fails the
        // run at once; the heartbeat keeps one more.
        let workers = max(1, configuration.concurrency) + processor.additionalWorkers
        let connections = try (0..<workers).map { _ in try ReportStore(path: configuration.databasePath) }
        let heartbeat = pool.startHeartbeat(store: try ReportStore(path: configuration.databasePath), owner: owner,
                                            lease: configuration.leaseSeconds, logger: logger)
        defer { heartbeat.cancel() }
        // The feed refills under its own lock, one worker at a time: the run's connection is used by one thread at once.
        let connection = UncheckedStore(store: store)
        let feed = JobFeed(watch: configuration.watch, pollInterval: configuration.pollInterval, stop: stop) { [self] in
            try refill(store: connection.store)
        }
        logger.info("run_started", ["concurrency": .int(configuration.concurrency), "watch": .bool(configuration.watch)])
        pool.start(count: workers, connections: connections, feed: feed) { [self] task, connection in perform(task, store: connection) }
        let abandoned = pool.wait(grace: configuration.stopTimeout)
        if let failure = feed.failure { storageFailure(failure) }
        return finishSummary { $0.abandoned = abandoned.count }
    }

    /// The run's summary, completed by `amend`, and its `run_finished` log line.
    func finishSummary(_ amend: (inout RunSummary) -> Void = { _ in }) -> RunSummary {
        let result = state.withLock { state -> RunSummary in
            state.summary.seconds = Date().timeIntervalSince(started)
            state.summary.unclaimable = state.unclaimable.keys.sorted()
            state.summary.unmovable = state.unmovable.keys.sorted()
            amend(&state.summary)
            return state.summary
        }
        var fields: [String: LogValue] = ["succeeded": .int(result.succeeded), "failed": .int(result.failed),
                                                "recovered": .int(result.recovered), "released": .int(result.released),
                                                "abandoned": .int(result.abandoned), "seconds": .double(result.seconds)]
        if let batches = result.batches {
            fields["batches_submitted"] = .int(batches.submitted)
            fields["requests_submitted"] = .int(batches.requests)
            fields["batches_open"] = .int(batches.open)
        }
        logger.info("run_finished", fields)
        return result
    }

    /// Checks the queue and the database and does what must come before any claim: an erasure a crash
    /// interrupted is finished first (so its files are never processed again), old temporary files and, with
    /// `keepFilesDays`, old outcomes are removed. Returns the run's own connection.
    func open() throws -> ReportStore {
        try configuration.queue.prepare()
        try configuration.queue.checkUsable()
        let store = try ReportStore(path: configuration.databasePath)
        try store.checkUsable(path: configuration.databasePath)
        let identity = FileIdentity(path: configuration.databasePath)
        state.withLock { $0.databaseIdentity = identity }
        let erased = try Eraser(queue: configuration.queue, store: store).finishPending()
        if erased > 0 { logger.info("erasure_finished", ["files": .int(erased)]) }
        configuration.queue.removeStaleProbes()
        let removed = configuration.queue.removeOldFiles(in: .tmp, olderThan: 3600)
        if removed > 0 { logger.info("tmp_cleaned", ["files": .int(removed)]) }
        if let days = configuration.keepFilesDays {
            // Aged by when the job ended (the database's finished_at), not by the file's modification time.
            let ended = { (name: String) -> Double? in
                (try? store.claim(key: QueueDirectory.claimKey(ofFinished: name)))??.finishedAt.flatMap(Timestamp.unixSeconds)
            }
            let pruned = configuration.queue.removeOldFiles(in: .done, olderThan: days * 86_400, endedAt: ended)
                + configuration.queue.removeOldFiles(in: .failed, olderThan: days * 86_400, endedAt: ended)
            if pruned > 0 { logger.info("files_pruned", ["files": .int(pruned), "days": .double(days)]) }
        }
        return store
    }

    /// The feed's next batch: recovered claims, then the inbox minus names known to be unclaimable. A recovered
    /// claim counts as in flight from here on, so a refill by another worker before this one starts on it
    /// does not recover it a second time.
    private func refill(store: ReportStore) throws -> [JobFeed.Item] {
        let recovered = try recover(store: store)
        recovered.forEach(pool.begin)
        let names = try configuration.queue.inbox()
        return state.withLock { state in
            let fresh = names.filter { state.unclaimable[$0] == nil }
            state.seen.formUnion(fresh)
            state.seen.formUnion(recovered)
            return recovered.map(JobFeed.Item.claimed) + fresh.map(JobFeed.Item.inbox)
        }
    }

    private func perform(_ task: JobFeed.Item, store: ReportStore) {
        switch task {
        case .inbox(let name):
            claimAndProcess(name, store: store)
        case .claimed(let key):
            defer { pool.end(key) }  // begun when the feed took it up (`refill`)
            do {
                let name = try store.claim(key: key)?.originalName ?? Self.originalName(ofClaimKey: key)
                process(key, originalName: name, store: store)
            } catch {
                storageFailure(error)
            }
        }
    }

    /// The first storage error (disk full, read-only, I/O, database replaced) ends the run: nothing more is
    /// claimed, what is held stays for recovery, and the run exits 1 naming the error.
    func storageFailure(_ error: Error) {
        let first = state.withLock { state -> Bool in
            guard state.summary.storageError == nil else { return false }
            state.summary.storageError = "\(error)"
            return true
        }
        if first { logger.error("storage_failed", ["message": .string("\(error)")]) }
        stop.raise()
    }

    /// A claim rename that failed for this file only: reported once, then skipped.
    func markUnclaimable(_ name: String, _ error: Error) {
        let first = state.withLock { $0.unclaimable.updateValue("\(error)", forKey: name) == nil }
        if first { logger.error("claim_failed", ["file": .string(name), "message": .string("\(error)")]) }
    }

    /// A finished claim's file that cannot be moved on (immutable, say): reported once, then left in processing/.
    func markUnmovable(_ key: String, _ error: Error) {
        let first = state.withLock { $0.unmovable.updateValue("\(error)", forKey: key) == nil }
        if first { logger.error("move_failed", ["file": .string(key), "message": .string("\(error)")]) }
    }

    func isUnmovable(_ key: String) -> Bool { state.withLock { $0.unmovable[key] != nil } }

    /// Throws `database_replaced` when the file at `--db` is no longer the one this run opened.
    func checkDatabaseIdentity() throws(StoreError) {
        guard let expected = state.withLock({ $0.databaseIdentity }), FileIdentity(path: configuration.databasePath) == expected else {
            throw StoreError(code: .databaseReplaced,
                             message: "\(configuration.databasePath) was deleted or replaced during the run; stopping before "
                                 + "any more outcomes go into the old file")
        }
    }

    func leaseDeadline() -> Double { Date().timeIntervalSince1970 + configuration.leaseSeconds }

    /// A claim key unique across runners and restarts; the original name stays readable in done/ and failed/.
    /// The stem is shortened so the key and its failure sidecar fit a file name (255 bytes) even for a legal
    /// 250-byte inbox name.
    func makeClaimKey(for name: String) -> String {
        let sequence = state.withLock { state -> Int in state.claimCounter += 1; return state.claimCounter }
        let suffix = "\(Self.claimMarker)\(owner.token.prefix(8))-\(sequence).json"
        var stem = Substring(name.hasSuffix(".json") ? String(name.dropLast(5)) : name)
        while stem.utf8.count + suffix.utf8.count > QueueDirectory.maximumKeyBytes { stem = stem.dropLast() }
        return stem + suffix
    }

    static let claimMarker = ".claim-"

    /// The inbox name a claim key was made from (for claims the database never saw).
    static func originalName(ofClaimKey key: String) -> String {
        guard let marker = key.range(of: claimMarker, options: .backwards) else { return key }
        return String(key[..<marker.lowerBound]) + ".json"
    }

    func record(success: Bool) {
        let progress = state.withLock { state -> RunProgress in
            if success { state.summary.succeeded += 1 } else { state.summary.failed += 1 }
            return RunProgress(finished: state.summary.finished, failed: state.summary.failed,
                               total: max(state.seen.count, state.summary.finished),
                               seconds: Date().timeIntervalSince(started))
        }
        onProgress?(progress)
    }

    func recordRecovered() { state.withLock { $0.summary.recovered += 1 } }
    func recordReleased() { state.withLock { $0.summary.released += 1 } }

    /// The backend's server stayed down past the outage wait: nothing more is claimed.
    func recordOutage(_ message: String) {
        let first = state.withLock { state -> Bool in
            defer { state.summary.outage = state.summary.outage ?? message }
            return state.summary.outage == nil
        }
        if first { logger.error("backend_unavailable", ["reason": .string(message)]) }
        stop.raise()
    }
}
