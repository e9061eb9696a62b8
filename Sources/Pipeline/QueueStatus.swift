import Queue
import Store

/// What `status` shows: the queue folders as they are now, and the outcomes and costs the database holds.
package struct QueueStatus: Sendable {
    package struct FolderUsage: Sendable {
        package let name: String
        package let files: Int
        package let bytes: Int
    }

    package let queued: Int
    package let processing: Int
    /// Files in incoming/ that `run` never processes (not `*.json`, hidden, …).
    package let ignored: [String]
    package let folders: [FolderUsage]
    package let inboxPath: String
    package let store: StoreSummary
    /// Batches still at the provider or not yet settled (`run --batch`).
    package let batches: [BatchRecord]

    /// A folder that does not exist yet is empty; one that cannot be read is an error, not "queued 0".
    package static func read(queuePath: String, databasePath: String) throws -> QueueStatus {
        let queue = QueueDirectory(root: queuePath)
        let store = try ReportArchive.existingStore(databasePath)
        let summary = try store.summary()
        func read<T>(_ empty: T, _ body: () throws(QueueError) -> T) throws -> T {
            do { return try body() } catch where error.code == .notFound { return empty } catch {
                throw QueueError(code: error.code, message: "cannot read the queue: \(error.message)")
            }
        }
        let folders: [QueueDirectory.Folder] = [.incoming, .processing, .done, .failed, .tmp]
        return QueueStatus(
            queued: try read(0) { () throws(QueueError) in try queue.inbox().count },
            processing: try read(0) { () throws(QueueError) in try queue.names(in: .processing).filter { $0.hasSuffix(".json") }.count },
            ignored: try read([]) { () throws(QueueError) in try queue.strays() },
            folders: try folders.map { folder in
                let usage = try read((files: 0, bytes: 0)) { () throws(QueueError) in try queue.usage(of: folder) }
                return FolderUsage(name: folder.rawValue, files: usage.files, bytes: usage.bytes)
            },
            inboxPath: queue.path(.incoming), store: summary, batches: try store.batches(openOnly: true))
    }
}
