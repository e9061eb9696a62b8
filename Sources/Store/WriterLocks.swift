import Foundation

/// One lock per database file for the whole process, shared by every `ReportStore` opened on it.
enum WriterLocks {
    private static let registry = Registry()

    static func lock(for path: String) -> NSLock {
        registry.lock(for: URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    private final class Registry: @unchecked Sendable {
        private let guardLock = NSLock()
        private var locks: [String: NSLock] = [:]

        func lock(for path: String) -> NSLock {
            guardLock.withLock {
                if let lock = locks[path] { return lock }
                let lock = NSLock()
                locks[path] = lock
                return lock
            }
        }
    }
}
