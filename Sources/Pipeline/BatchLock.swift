import Foundation
import Queue
#if canImport(Glibc)
import Glibc
#endif

/// One `run --batch` per queue at a time: an exclusive `flock` on `<queue>/batch.lock`, released when the
/// run ends or its process dies (the kernel drops the lock with the descriptor), so a crash never leaves it held.
struct BatchLock {
    private let descriptor: Int32

    static func path(_ queue: QueueDirectory) -> String { "\(queue.root)/batch.lock" }

    /// nil when another process holds the lock.
    init?(queue: QueueDirectory) throws {
        let path = Self.path(queue)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw QueueError(code: .io, message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let number = errno
            close(descriptor)
            if number == EWOULDBLOCK { return nil }
            throw QueueError(code: .io, message: "cannot lock \(path): \(String(cString: strerror(number)))")
        }
        self.descriptor = descriptor
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
