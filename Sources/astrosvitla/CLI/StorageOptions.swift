import Pipeline
import Queue

/// `--queue DIR` and `--db FILE`, shared by every command that touches the queue or the database.
struct StorageOptions {
    static let defaultQueue = "jobs"
    static let defaultDatabase = "astrosvitla.sqlite"

    static let options: [CommandSpec.Option] = [
        .init(names: ["--queue"], valueName: "dir", help: "Queue directory (default: \(defaultQueue)/)."),
        .init(names: ["--db"], valueName: "file", help: "SQLite database file (default: ./\(defaultDatabase))."),
    ]

    let queue: QueueDirectory
    let databasePath: String

    init(_ arguments: ParsedArguments) {
        queue = QueueDirectory(root: arguments.value("--queue") ?? Self.defaultQueue)
        databasePath = arguments.value("--db") ?? Self.defaultDatabase
    }
}
