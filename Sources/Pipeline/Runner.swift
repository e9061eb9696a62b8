import Foundation
import Queue
import Store

/// Processes the queue: claims inbox files by rename, runs each job on one of N worker threads,
/// records the outcome in SQLite in one transaction, then moves the file to done/ or failed/.
/// Safe to kill at any instant: a restarted runner recovers what was in flight (see `recover`).
public final class Runner: @unchecked Sendable {
    enum Task: Sendable {
        /// A name in incoming/ to claim.
        case inbox(String)
        /// A claim already registered to this runner (recovered), to process.
        case claimed(String)
    }

    let configuration: RunnerConfiguration
    let processor: JobProcessor
    let logger: Logger
    let owner: ClaimOwner
    private let onProgress: (@Sendable (RunProgress) -> Void)?
    private let state = NSLock()
    private var summary = RunSummary()
    private var total = 0
    private var stopRequested = false
    private var claimCounter = 0
    private let started = Date()

    public init(configuration: RunnerConfiguration, processor: JobProcessor, logger: Logger,
                onProgress: (@Sendable (RunProgress) -> Void)? = nil) {
        self.configuration = configuration
        self.processor = processor
        self.logger = logger
        self.onProgress = onProgress
        let pid = Int(getpid())
        owner = ClaimOwner(pid: pid, started: ProcessIdentity.startTime(of: pid), token: UUID().uuidString)
    }

    /// Asks the runner to stop after the jobs in flight (SIGINT/SIGTERM in `--watch` mode).
    public func requestStop() {
        state.withLock { stopRequested = true }
    }

    var shouldStop: Bool { state.withLock { stopRequested } }

    /// Runs until the inbox is empty (or, with `watch`, until asked to stop).
    public func run() throws -> RunSummary {
        try configuration.queue.prepare()
        let store = try ReportStore(path: configuration.databasePath)
        let work = WorkQueue<Task>()
        let workersFinished = DispatchGroup()
        // Each worker gets its own connection, opened here so that a database that cannot be opened fails
        // the run at once instead of silently idling a worker.
        let connections = try (0..<(max(1, configuration.concurrency) + processor.additionalWorkers)).map { _ in
            WorkerConnection(store: try ReportStore(path: configuration.databasePath))
        }
        for (index, connection) in connections.enumerated() {
            workersFinished.enter()
            let thread = Thread { [self] in
                workerLoop(work, store: connection.store)
                workersFinished.leave()
            }
            thread.name = "worker-\(index)"
            thread.stackSize = 4 << 20
            thread.start()
        }
        let heartbeat = startHeartbeat()
        defer {
            work.close()
            heartbeat.cancel()
        }
        logger.info("run_started", ["concurrency": .int(configuration.concurrency), "watch": .bool(configuration.watch)])
        while !shouldStop {
            let recovered = try recover(store: store)
            let names = try configuration.queue.inbox()
            let tasks = recovered.map(Task.claimed) + names.map(Task.inbox)
            if tasks.isEmpty {
                if !configuration.watch { break }
                Thread.sleep(forTimeInterval: configuration.pollInterval)
                continue
            }
            state.withLock { total += tasks.count }
            work.push(tasks)
            work.waitUntilIdle()
        }
        work.close()
        workersFinished.wait()
        let result = state.withLock { () -> RunSummary in
            summary.seconds = Date().timeIntervalSince(started)
            return summary
        }
        logger.info("run_finished", ["succeeded": .int(result.succeeded), "failed": .int(result.failed),
                                     "recovered": .int(result.recovered), "seconds": .double(result.seconds)])
        return result
    }

    private func workerLoop(_ work: WorkQueue<Task>, store: ReportStore) {
        while let task = work.pop() {
            switch task {
            case .inbox(let name): claimAndProcess(name, store: store)
            case .claimed(let key): process(key, store: store)
            }
            work.done()
        }
    }

    /// A heartbeat that keeps this runner's leases fresh while long jobs (LLM calls) run.
    private func startHeartbeat() -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "lease-heartbeat"))
        let interval = max(1, configuration.leaseSeconds / 3)
        let path = configuration.databasePath
        let owner = self.owner
        let lease = configuration.leaseSeconds
        let logger = self.logger
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler {
            do { try ReportStore(path: path).renewLeases(owner: owner, until: Date().timeIntervalSince1970 + lease) } catch {
                logger.warning("lease_renewal_failed", ["message": .string("\(error)")])
            }
        }
        timer.resume()
        return timer
    }

    func leaseDeadline() -> Double { Date().timeIntervalSince1970 + configuration.leaseSeconds }

    /// A claim key unique across runners and restarts; the original name stays readable in done/ and failed/.
    func makeClaimKey(for name: String) -> String {
        let sequence = state.withLock { () -> Int in claimCounter += 1; return claimCounter }
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        return "\(stem)\(Self.claimMarker)\(owner.token.prefix(8))-\(sequence).json"
    }

    static let claimMarker = ".claim-"

    /// The inbox name a claim key was made from.
    static func originalName(ofClaimKey key: String) -> String {
        guard let marker = key.range(of: claimMarker, options: .backwards) else { return key }
        return String(key[..<marker.lowerBound]) + ".json"
    }

    func record(success: Bool) {
        let progress = state.withLock { () -> RunProgress in
            if success { summary.succeeded += 1 } else { summary.failed += 1 }
            return RunProgress(finished: summary.finished, failed: summary.failed, total: total,
                               seconds: Date().timeIntervalSince(started))
        }
        onProgress?(progress)
    }

    func recordRecovered() { state.withLock { summary.recovered += 1 } }
}

/// Hands one connection to the one worker thread that uses it (connections are not shared).
private struct WorkerConnection: @unchecked Sendable {
    let store: ReportStore
}
