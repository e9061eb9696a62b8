import Foundation
import Queue
#if canImport(Glibc)
import Glibc
#endif

/// One process at a time per queue for work that must not overlap: an exclusive `flock` on `<queue>/NAME.lock`,
/// released when the work ends or its process dies (the kernel drops the lock with the descriptor), so a crash
/// never leaves it held. `batch.lock`: one `run --batch` (or `batch abandon`); `retry.lock`: one `retry`.
struct QueueLock {
    enum Name: String { case batch, retry }

    private let descriptor: Int32

    static func path(_ queue: QueueDirectory, _ name: Name) -> String { "\(queue.root)/\(name.rawValue).lock" }

    /// nil when another process holds the lock and `wait` is false; with `wait`, blocks until it is free.
    init?(queue: QueueDirectory, _ name: Name, wait: Bool = false) throws {
        let path = Self.path(queue, name)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw QueueError(code: .io, message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) } while result != 0 && errno == EINTR
        guard result == 0 else {
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
