import Foundation
import Queue
import Store

/// What `astrosvitla init` makes: the queue's folders and the database, each only if missing. Reading commands
/// never create either (a mistyped path would look like an empty queue); `run` and `enqueue` create them too.
package enum Workspace {
    package struct Created: Sendable {
        package var queue: Bool
        package var database: Bool
    }

    package static func initialize(queuePath: String, databasePath: String) throws -> Created {
        let queueExisted = FileManager.default.fileExists(atPath: queuePath + "/incoming")
        let databaseExisted = FileManager.default.fileExists(atPath: databasePath)
        try QueueDirectory(root: queuePath).prepare()
        _ = try ReportStore(path: databasePath)
        return Created(queue: !queueExisted, database: !databaseExisted)
    }
}
