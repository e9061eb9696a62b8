import Foundation
import Pipeline

/// `--queue DIR` and `--db FILE`, shared by every command that touches the queue or the database.
struct StorageOptions {
    static let defaultQueue = "jobs"
    static let defaultDatabase = "astrosvitla.sqlite"

    static let options: [CommandSpec.Option] = [
        .init(names: ["--queue"], valueName: "dir", help: "Queue directory (default: \(defaultQueue)/)."),
        .init(names: ["--db"], valueName: "file", help: "SQLite database file (default: ./\(defaultDatabase))."),
    ]

    let queuePath: String
    let databasePath: String

    /// An empty path would mean the filesystem root (queue) or an in-memory database: both are usage errors.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        let queuePath = arguments.value("--queue") ?? Self.defaultQueue
        let databasePath = arguments.value("--db") ?? Self.defaultDatabase
        guard !queuePath.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError(message: "'--queue' must name a directory, got an empty path") }
        guard !databasePath.trimmingCharacters(in: .whitespaces).isEmpty, !databasePath.hasSuffix("/"), databasePath != ":memory:" else {
            throw UsageError(message: "'--db' must name a database file, got '\(databasePath)'")
        }
        self.queuePath = queuePath
        self.databasePath = databasePath
    }
}
