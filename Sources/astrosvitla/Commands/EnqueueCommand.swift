import Foundation
import Pipeline

struct EnqueueCommand: Command {
    static let spec = CommandSpec(
        name: "enqueue",
        abstract: "Validate chart requests and add them to the queue.",
        discussion: """
            Each FILE is validated (JSON, fields, time zone, local time) before it is accepted; '-' reads one request \
            from standard input (its "id" is then required). Accepted jobs are written to tmp/, fsynced and published \
            into incoming/ atomically; their ids are printed one per line. A job id that is already queued or stored \
            is refused unless --regenerate, which queues a new generation and never touches the old report.
            Exit status: 0 when every request was accepted, 1 when any was refused.
            """,
        options: StorageOptions.options + [
            .init(names: ["--regenerate"], valueName: nil, help: "Queue a new generation of jobs that already exist."),
            .init(names: ["--json"], valueName: nil, help: "Print one JSON object per request instead of ids."),
        ],
        positionals: [.init(name: "file", help: "Request files (JSON), or - for standard input.", repeating: true)])

    let storage: StorageOptions
    let files: [String]
    let regenerate: Bool
    let json: Bool
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        storage = try StorageOptions(arguments)
        files = arguments.positionals
        regenerate = arguments.flag("--regenerate")
        json = arguments.flag("--json")
        self.context = context
    }

    func run() throws -> Int32 {
        let enqueuer = try Enqueuer(queuePath: storage.queuePath, databasePath: storage.databasePath, environment: context.environment)
        var refused = 0
        for file in files {
            let outcome = enqueuer.enqueue(file: file, regenerate: regenerate)
            switch outcome {
            case .accepted(let id, let name):
                context.out(json ? JSONLine.encode(["file": file, "id": id, "status": "queued", "queueFile": name]) : id)
            case .refused(let error):
                refused += 1
                if json {
                    var object: [String: String] = ["file": file, "status": "refused", "code": error.code.rawValue, "message": error.message]
                    if let field = error.field { object["field"] = field }
                    context.out(JSONLine.encode(object))
                }
                context.err("Error: \(file): \(error)")
            }
        }
        return refused == 0 ? ExitCode.success : ExitCode.failure
    }
}
