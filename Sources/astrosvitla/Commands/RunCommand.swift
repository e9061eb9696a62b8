import Foundation
import Pipeline

struct RunCommand: Command {
    static let spec = CommandSpec(
        name: "run",
        abstract: "Process the queued jobs and store their reports.",
        discussion: """
            Claims jobs from incoming/ by rename, processes them, records each outcome in the database and moves the \
            file to done/ or failed/ (with a .reason.json sidecar). Jobs left in processing/ by a runner that died are \
            recovered first. Exits when the inbox is empty, unless --watch.
            Before claiming anything it checks that the queue folders are writable and on one filesystem and that the \
            database is writable and passes SQLite's quick integrity check; the first storage error during the run \
            (disk full, read-only, I/O error, the database file deleted or replaced) stops all claiming.
            SIGINT/SIGTERM/SIGHUP: nothing new is claimed; jobs in flight get --stop-timeout seconds to finish, then the \
            process exits and leaves them for recovery; a second signal exits at once.
            On a terminal, progress is shown on stderr; otherwise stderr gets JSON-lines logs.
            --batch (or ASTROSVITLA_LLM_BATCH=1, for cron) sends the jobs through the LLM provider's Batch API at half \
            the price: each run first collects the batches earlier runs sent (stores their reports, puts back or fails \
            the rest), then sends the inbox as new batches and returns; answers come within 24 hours. Run it from cron \
            every few minutes to an hour; see docs/llm.md. status and batch list show the open batches.
            Exit status: 0 when every job succeeded; 1 when any job failed, an inbox file could not be claimed, or a \
            storage error stopped the run; 75 when the LLM server stayed unreachable past --llm-outage-wait (the \
            jobs are back in the inbox, none failed for it), or another run --batch holds the queue; 64 on a usage \
            error; 128 + the signal's number (130, 143) when a signal stopped it.
            """,
        options: StorageOptions.options + [
            .init(names: ["--concurrency", "-j"], valueName: "n", help: "Jobs processed at once; with --backend llm, requests kept in flight (default: 1)."),
            .init(names: ["--backend"], valueName: "llm|offline", help: "Report writer (default: llm when an LLM URL or key is configured, else offline)."),
            .init(names: ["--watch"], valueName: nil, help: "Keep polling the inbox; stop with SIGINT or SIGTERM."),
            .init(names: ["--poll-interval"], valueName: "seconds", help: "Inbox polling interval with --watch (default: 2)."),
            .init(names: ["--max-attempts"], valueName: "n", help: "Runs of a job that may die before it fails (default: 3)."),
            .init(names: ["--lease"], valueName: "seconds", help: "Claim lease renewed by a heartbeat (default: 300)."),
            .init(names: ["--stop-timeout"], valueName: "seconds",
                  help: "After SIGINT/SIGTERM/SIGHUP, how long jobs in flight may take to finish (default: 30)."),
            .init(names: ["--keep-files"], valueName: "days",
                  help: "Remove files in done/ and failed/ older than this many days at the start (default: keep all; the database keeps every outcome)."),
            .init(names: ["--batch"], valueName: nil,
                  help: "Send the jobs through the Batch API (half price, answers within 24 h) and collect earlier batches; implies --backend llm."),
            .init(names: ["--json"], valueName: nil, help: "Print a JSON summary on stdout at the end."),
        ] + LLMFlags.options)

    let storage: StorageOptions
    let configuration: RunnerConfiguration
    let backend: BackendKind?
    let batch: Bool
    let json: Bool
    var context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        var configuration = RunnerConfiguration(queuePath: storage.queuePath, databasePath: storage.databasePath)
        configuration.concurrency = try arguments.int("--concurrency", range: 1...512) ?? 1
        configuration.watch = arguments.flag("--watch")
        configuration.pollInterval = try arguments.double("--poll-interval", range: 0.01...3600) ?? 2
        configuration.maxAttempts = try arguments.int("--max-attempts", range: 1...100) ?? 3
        configuration.leaseSeconds = try arguments.double("--lease", range: 1...86_400) ?? 300
        configuration.stopTimeout = try arguments.double("--stop-timeout", range: 0...86_400) ?? 30
        configuration.keepFilesDays = try arguments.double("--keep-files", range: 0...36_500)
        self.configuration = configuration
        backend = try arguments.choice("--backend", BackendKind.self)
        batch = arguments.flag("--batch") || ["1", "true", "yes"].contains(context.environment["ASTROSVITLA_LLM_BATCH"]?.lowercased() ?? "")
        if batch, configuration.watch { throw UsageError(message: "--batch and --watch do not go together: a batch run sends and returns") }
        if batch, backend == .offline { throw UsageError(message: "--batch needs the llm backend, not --backend offline") }
        json = arguments.flag("--json")
        self.context = context
        // Flags override the environment; the API key has no flag, so it never shows in `ps`.
        self.context.environment.merge(LLMFlags.overrides(arguments)) { _, flag in flag }
        // A watching runner outlasts any outage; a cron batch gives up after the wait and leaves the jobs queued.
        if configuration.watch, self.context.environment["ASTROSVITLA_LLM_OUTAGE_WAIT"] == nil {
            self.context.environment["ASTROSVITLA_LLM_OUTAGE_WAIT"] = "forever"
        }
    }

    func run() throws -> Int32 {
        let interactive = context.standardErrorIsTerminal
        let logger: RunLog = interactive ? .silent : .standardError
        let progress = interactive ? ProgressLine() : nil
        var onProgress: (@Sendable (RunProgress) -> Void)?
        if let progress { onProgress = { progress.show($0) } }
        let summary: RunSummary
        if batch {
            let runner = try BatchRunner(configuration: configuration, environment: context.environment, logger: logger)
            let signals = SignalWatcher { runner.requestStop(signal: $0) }
            defer { signals.cancel() }
            summary = try runner.run()
        } else {
            let runner = try Runner(configuration: configuration, backend: backend, environment: context.environment, logger: logger,
                                    onProgress: onProgress)
            let signals = SignalWatcher { runner.requestStop(signal: $0) }
            defer { signals.cancel() }
            summary = try runner.run()
        }
        progress?.finish(summary)
        if json {
            var fields: [String: Any] = [
                "succeeded": summary.succeeded, "failed": summary.failed, "recovered": summary.recovered,
                "released": summary.released, "abandoned": summary.abandoned, "unclaimable": summary.unclaimable,
                "unmovable": summary.unmovable,
                "seconds": (summary.seconds * 1000).rounded() / 1000, "database": storage.databasePath,
                "queue": storage.queuePath,
            ]
            if let error = summary.storageError { fields["storage_error"] = error }
            if let signal = summary.stoppedBySignal { fields["stopped_by_signal"] = Int(signal) }
            if let outage = summary.outage { fields["backend_unavailable"] = outage }
            if let batches = summary.batches {
                var counts: [String: Any] = ["submitted": batches.submitted, "requests": batches.requests, "settled": batches.settled,
                                             "open": batches.open, "corrections": batches.corrections, "quarantined": batches.quarantined]
                if let error = batches.error { counts["error"] = error }
                fields["batches"] = counts
            }
            context.out(JSONLine.encode(fields))
        } else if interactive || context.standardOutputIsTerminal {
            context.err("\(summary.succeeded) succeeded, \(summary.failed) failed. Reports are in \(storage.databasePath) "
                        + "(list them: astrosvitla reports --db \(storage.databasePath)); failed jobs and reasons in \(configuration.failedPath)/.")
        }
        if let error = summary.storageError { context.err("Error: storage failed, nothing more was claimed: \(error)") }
        if !summary.unclaimable.isEmpty {
            context.err("Error: \(summary.unclaimable.count) inbox file(s) could not be claimed: \(summary.unclaimable.joined(separator: ", "))")
        }
        if !summary.unmovable.isEmpty {
            context.err("Error: \(summary.unmovable.count) finished file(s) could not be moved out of processing/: "
                        + summary.unmovable.joined(separator: ", "))
        }
        if summary.abandoned > 0 {
            context.err("Stopped with \(summary.abandoned) job(s) still in flight after --stop-timeout; the next run recovers them.")
        }
        if let outage = summary.outage {
            context.err("Error: \(outage); nothing more was claimed and \(summary.released) job(s) went back to the inbox. "
                        + "Run again when the server is back (or use --watch, which waits).")
        }
        if let batches = summary.batches {
            if let error = batches.error { context.err("Error: \(error)") }
            if batches.quarantined > 0 {
                context.err("Error: \(batches.quarantined) batch(es) could not be read and were set aside (quarantined); "
                            + "see astrosvitla batch list, and astrosvitla batch abandon ID to give their jobs back.")
            }
            if interactive || context.standardOutputIsTerminal {
                context.err("Batches: \(batches.submitted) sent with \(batches.requests) request(s), \(batches.settled) collected, "
                            + "\(batches.open) still open (a later run --batch collects them).")
            }
        }
        if let signal = summary.stoppedBySignal { return ExitCode.interrupted(by: signal) }
        if summary.outage != nil { return ExitCode.temporaryFailure }
        let clean = summary.failed == 0 && summary.storageError == nil && summary.unclaimable.isEmpty && summary.unmovable.isEmpty
            && summary.batches?.error == nil && (summary.batches?.quarantined ?? 0) == 0
        return clean ? ExitCode.success : ExitCode.failure
    }
}
