import Foundation
import Pipeline

struct RetryCommand: Command {
    static let spec = CommandSpec(
        name: "retry",
        abstract: "Put failed jobs back into the inbox as new attempts (after an outage or a fix).",
        discussion: """
            Moves each failed job's file from failed/ back to incoming/ under its original name and removes its \
            .reason.json sidecar; the next run processes it as a new attempt. The failed claim stays in the database \
            as the record of that attempt (and of what it cost) and no longer counts as failed in status. Stored \
            reports are never touched. A job whose name is already in the inbox is left where it is.
            Exit status: 0 when every selected job was put back (or, with --dry-run, could be), 1 otherwise.
            """,
        options: StorageOptions.options + [
            .init(names: ["--code"], valueName: "code", help: "Only failures with this code (e.g. llm_timeout); repeatable.", repeatable: true),
            .init(names: ["--since"], valueName: "yyyy-mm-dd", help: "Only failures from this date on (UTC)."),
            .init(names: ["--dry-run"], valueName: nil, help: "List what would be put back; move nothing."),
            .init(names: ["--json"], valueName: nil, help: "Print one JSON object per job."),
        ])

    let storage: StorageOptions
    let codes: [String]
    let since: String?
    let dryRun: Bool
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        codes = arguments.allValues("--code")
        if let problem = codes.lazy.compactMap({ FilterValue.problem($0, known: FilterValue.codes, what: "a failure code") }).first {
            throw UsageError(message: "'--code': \(problem)")
        }
        since = arguments.value("--since")
        if let since, !EraseCommand.isDate(since) { throw UsageError(message: "'--since' must be a date YYYY-MM-DD, got '\(since)'") }
        dryRun = arguments.flag("--dry-run")
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let outcomes = try Retrier(queuePath: storage.queuePath, databasePath: storage.databasePath)
            .retry(codes: codes, since: since, dryRun: dryRun)
        for outcome in outcomes {
            let claim = outcome.claim
            if json {
                let fields: [String: Any] = ["file": claim.originalName, "claim": claim.claimKey, "jobId": claim.jobID as Any? ?? NSNull(),
                                             "code": claim.errorCode, "failedAt": claim.finishedAt, "state": outcome.state.rawValue]
                context.out(JSONLine.encode(fields))
            } else {
                context.out("\(outcome.state.rawValue.replacingOccurrences(of: "_", with: " "))  \(TerminalText.safe(claim.originalName))"
                            + "  (\(claim.errorCode), \(claim.finishedAt))")
            }
        }
        if outcomes.isEmpty && !json { context.out("No failed jobs to retry.") }
        let stuck = outcomes.filter { $0.state == .alreadyQueued || $0.state == .missing }
        if !stuck.isEmpty { context.err("\(stuck.count) failed job(s) could not be put back (already queued, or the file is gone).") }
        return stuck.isEmpty ? ExitCode.success : ExitCode.failure
    }
}
