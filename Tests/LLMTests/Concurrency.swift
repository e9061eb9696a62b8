import Foundation
import Synchronization

/// A thread-safe counter for tests.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
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
