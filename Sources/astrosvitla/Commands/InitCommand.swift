import Foundation
import Pipeline

/// Creates the queue folders and the database, the one way besides `run` and `enqueue` to make them: reading
/// commands refuse a database that does not exist.
struct InitCommand: Command {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Create the queue folders and the database if they are missing.",
        options: StorageOptions.options + [
            .init(names: ["--json"], valueName: nil, help: "Print one JSON object (keys queue, database, queueCreated, databaseCreated)."),
        ])

    let storage: StorageOptions
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let created = try Workspace.initialize(queuePath: storage.queuePath, databasePath: storage.databasePath)
        if json {
            context.out(JSONLine.encode(["queue": storage.queuePath, "database": storage.databasePath,
                                         "queueCreated": created.queue, "databaseCreated": created.database]))
        } else {
            context.out("queue     \(storage.queuePath) (\(created.queue ? "created" : "already there"))\n"
                        + "database  \(storage.databasePath) (\(created.database ? "created" : "already there"))\n")
        }
        return ExitCode.success
    }
}
