import Foundation
import Pipeline

struct EraseCommand: Command {
    static let spec = CommandSpec(
        name: "erase",
        abstract: "Erase jobs on request: their queue files, claims and reports of every generation.",
        discussion: """
            Removes every trace of each job: its files and .reason.json sidecars in incoming/, processing/, done/ \
            and failed/, its claims (a job waiting in a batch too: its answer is dropped), and its reports of every \
            generation. One transaction finds the job as it is then, removes its files, deletes its rows and logs the \
            erasure (a keyed hash of the job id, the time and the counts, no personal data; the key is in \
            DB.erasure-key). Deleted rows are overwritten and the database's write-ahead log emptied, so nothing of \
            the person stays in either file. A job being processed is refused. Reports are otherwise immutable: the \
            database refuses UPDATE on them, and DELETE unless it comes from this command. Files written by export \
            or samples are the operator's own and are not tracked.
            --before DATE erases every job whose claims all finished before DATE (UTC), for retention.
            Exit status: 0 when every job was erased (or, with --dry-run, could be); 1 when a job has no trace or one is being\
            processed; 64 on a usage error.
            """,
        options: StorageOptions.options + [
            .init(names: ["--job"], valueName: "id", help: "A job id to erase; repeatable.", repeatable: true),
            .init(names: ["--before"], valueName: "yyyy-mm-dd", help: "Erase every job finished before this date (UTC)."),
            .init(names: ["--dry-run"], valueName: nil, help: "Show what would be removed; remove nothing."),
            .init(names: ["--json"], valueName: nil, help: "Print one JSON object per job."),
        ])

    let storage: StorageOptions
    let jobs: [String]
    let before: String?
    let dryRun: Bool
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        jobs = arguments.allValues("--job")
        before = arguments.value("--before")
        if let before, !Self.isDate(before) { throw UsageError(message: "'--before' must be a date YYYY-MM-DD, got '\(before)'") }
        guard !jobs.isEmpty || before != nil else { throw UsageError(message: "give --job ID (repeatable) or --before DATE") }
        dryRun = arguments.flag("--dry-run")
        json = arguments.flag("--json")
        self.context = context
    }

    /// A real calendar date `YYYY-MM-DD` (2026-02-30 and 2026-02-29 are not; 2024-02-29 is).
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month) else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    func run() throws -> Int32 {
        let eraser = try Eraser(queuePath: storage.queuePath, databasePath: storage.databasePath)
        var plans = try before.map { try eraser.plan(finishedBefore: $0) } ?? []
        plans += try eraser.plan(jobIDs: jobs.filter { id in !plans.contains { $0.jobID == id } })
        // An id with no trace is reported, not logged as an erasure: a typo must not look like a done request.
        let unknown = plans.filter { $0.reports == 0 && $0.claims == 0 && $0.files.isEmpty }.map(\.jobID)
        plans.removeAll { unknown.contains($0.jobID) }
        let done = dryRun ? plans : try eraser.erase(plans)
        for job in done {
            if json {
                context.out(JSONLine.encode(["jobId": job.jobID.isEmpty ? NSNull() : job.jobID, "reports": job.reports,
                                             "claims": job.claims, "files": job.files, "erased": !dryRun]))
            } else {
                let name = job.jobID.isEmpty ? "failed files that named no job" : TerminalText.safe(job.jobID)
                context.out("\(dryRun ? "would erase" : "erased") \(name): \(job.reports) report(s), "
                            + "\(job.claims) claim(s), \(job.files.count) file(s)"
                            + job.files.map { "\n  \(TerminalText.safe($0))" }.joined())
            }
        }
        for id in unknown {
            if json { context.out(JSONLine.encode(["jobId": id, "erased": false, "error": "not_found"])) }
            context.err("Error: no trace of job '\(TerminalText.safe(id))' in \(storage.queuePath)/ or \(storage.databasePath)")
        }
        if done.isEmpty && unknown.isEmpty && !json { context.out("Nothing to erase.") }
        return unknown.isEmpty ? ExitCode.success : ExitCode.failure
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
