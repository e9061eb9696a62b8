import Synchronization
import Foundation

/// A run's "stop now" switch, shared by the job runner, its workers and the report backend: once raised,
/// nothing new is claimed and no request that has not been sent yet is sent. Waits on it wake at once.
package final class StopFlag: Sendable {
    /// The flag itself; the condition only wakes those waiting on it (set under its lock, so no wake-up is lost).
    private let raised = Atomic<Bool>(false)
    private let condition = NSCondition()

    package init() {}

    package var isRaised: Bool { raised.load(ordering: .acquiring) }

    package func raise() {
        condition.lock()
        raised.store(true, ordering: .releasing)
        condition.broadcast()
        condition.unlock()
    }

    /// Sleeps up to `seconds`; returns early (true) when the flag is raised.
    @discardableResult
    package func wait(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !isRaised, condition.wait(until: deadline) {}
        return isRaised
    }
}

/// Thrown by a backend that was asked to stop before it sent anything for a job: the job was not
/// attempted and goes back to the queue.
package struct ReportInterrupted: Error, Sendable, CustomStringConvertible {
    package init() {}
    package var description: String { "stopped before the report was requested" }
}

/// Thrown by a backend whose server stayed unreachable (connection failures, timeouts, 5xx, 429) longer than
/// the run may wait: the job was not answered and goes back to the queue; it is not a failure of the job.
package struct BackendUnavailable: Error, Sendable, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
