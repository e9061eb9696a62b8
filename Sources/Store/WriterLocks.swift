import Synchronization
import Foundation

/// One lock per database file for the whole process, shared by every `ReportStore` opened on it.
enum WriterLocks {
    private static let registry = Mutex<[String: NSLock]>([:])

    static func lock(for path: String) -> NSLock {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        return registry.withLock { locks in
            if let lock = locks[path] { return lock }
            let lock = NSLock()
            locks[path] = lock
            return lock
        }
    }
}
