import Foundation

/// A thread-safe counter for tests.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int { lock.withLock { count += 1; return count } }
}

/// Runs `body` on `threads` real threads at once (DispatchQueue.concurrentPerform would cap the
/// parallelism at the core count) and returns when all have finished.
func onThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<threads {
        group.enter()
        Thread.detachNewThread {
            body(index)
            group.leave()
        }
    }
    group.wait()
}
