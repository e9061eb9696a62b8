import Foundation
import Pipeline

struct BatchListCommand: Command {
    static let spec = CommandSpec(
        name: "batch list",
        abstract: "List the batches that run --batch sent, with their state and request counts.",
        discussion: """
            Open batches (at the provider, or not yet settled) by default; --all adds settled and abandoned ones. \
            Counts are as of the last run --batch, which polls them.
            """,
        options: [StorageOptions.options[1],
                  .init(names: ["--all"], valueName: nil, help: "Include settled and abandoned batches."),
                  .init(names: ["--json"], valueName: nil, help: "Print a JSON array.")])

    let databasePath: String
    let all: Bool
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        databasePath = try StorageOptions(arguments).databasePath
        all = arguments.flag("--all")
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let batches = try BatchDesk(databasePath: databasePath).batches(openOnly: !all)
        if json {
            context.out(JSONLine.encode(batches.map(Self.json)))
        } else {
            context.out(batches.isEmpty ? "No \(all ? "" : "open ")batches." : batches.map(Self.line).joined(separator: "\n"))
        }
        return ExitCode.success
    }

    /// "batch_abc  in_progress  120/500 done, 3 failed  since 2026-11-23T02:00:00.000Z"; a quarantined batch with its code.
    static func line(_ batch: BatchRecord) -> String {
        "\(batch.batchID ?? batch.localID)  \(batch.status)\(batch.errorCode.map { " \($0)" } ?? "")  "
            + "\(batch.completed)/\(batch.requests) done, \(batch.failed) failed  "
            + "since \(batch.createdAt)\(batch.message.map { "  (\($0))" } ?? "")"
    }

    static func json(_ batch: BatchRecord) -> [String: Any] {
        var fields: [String: Any] = ["local_id": batch.localID, "status": batch.status, "model": batch.model, "requests": batch.requests,
                                     "completed": batch.completed, "failed": batch.failed, "created_at": batch.createdAt,
                                     "updated_at": batch.updatedAt]
        if let id = batch.batchID { fields["id"] = id }
        if let message = batch.message { fields["message"] = message }
        if let code = batch.errorCode { fields["code"] = code }
        return fields
    }
}

struct BatchCancelCommand: Command {
    static let spec = CommandSpec(
        name: "batch cancel",
        abstract: "Cancel one batch at the provider.",
        discussion: """
            ID is the provider's batch id (batch_…) or the local one (asb_…), as batch list shows. The provider \
            stops the batch within minutes; the next run --batch stores what it had answered and puts the other \
            jobs back in the inbox (or fails them with llm_batch_cancelled after --max-attempts batches).
            Exit status: 0 when the provider accepted, 1 when no open batch has that id or the provider refused.
            """,
        options: [StorageOptions.options[1], .init(names: ["--json"], valueName: nil, help: "Print the batch as JSON.")] + LLMFlags.options,
        positionals: [.init(name: "id", help: "The batch to cancel.")])

    let databasePath: String
    let id: String
    let json: Bool
    var context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        databasePath = try StorageOptions(arguments).databasePath
        id = arguments.positionals[0]
        json = arguments.flag("--json")
        self.context = context
        self.context.environment.merge(LLMFlags.overrides(arguments)) { _, flag in flag }
    }

    func run() throws -> Int32 {
        let batch = try BatchDesk(databasePath: databasePath).cancel(id, environment: context.environment)
        context.out(json ? JSONLine.encode(BatchListCommand.json(batch)) : BatchListCommand.line(batch))
        return ExitCode.success
    }
}

struct BatchAbandonCommand: Command {
    static let spec = CommandSpec(
        name: "batch abandon",
        abstract: "Stop waiting for one batch: its unanswered jobs go back to the inbox.",
        discussion: """
            ID is the provider's batch id (batch_…) or the local one (asb_…), as batch list shows. For a batch a run \
            could not read (quarantined, with a code such as llm_bad_response or llm_response_too_large) or one the \
            provider lost. Every job of it without an outcome goes back to the inbox as one more attempt (after \
            --max-attempts batches it fails with llm_batch_failed), the batch is closed as abandoned, and its files \
            are deleted at the provider. Answers already stored stay. Refused while a run --batch works on the queue.
            Exit status: 0 when the batch was abandoned, 1 when no open batch has that id.
            """,
        options: StorageOptions.options + [.init(names: ["--json"], valueName: nil, help: "Print the batch as JSON.")] + LLMFlags.options,
        positionals: [.init(name: "id", help: "The batch to abandon.")])

    let storage: StorageOptions
    let id: String
    let json: Bool
    var context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        id = arguments.positionals[0]
        json = arguments.flag("--json")
        self.context = context
        self.context.environment.merge(LLMFlags.overrides(arguments)) { _, flag in flag }
    }

    func run() throws -> Int32 {
        let runner = try BatchRunner(configuration: RunnerConfiguration(queuePath: storage.queuePath, databasePath: storage.databasePath),
                                     environment: context.environment, logger: .silent)
        let batch = try runner.abandonBatch(id)
        context.out(json ? JSONLine.encode(BatchListCommand.json(batch)) : BatchListCommand.line(batch))
        return ExitCode.success
    }
}
