import Foundation
import Queue
import Report
import Store

/// Hands each free worker its next job, on demand: claims left from earlier runs first (recovery), then the
/// inbox in age order. Nothing is claimed ahead of a free worker, so a stop leaves the inbox untouched.
/// One thread at a time refills it, with a database connection of its own; with `--watch` an empty inbox
/// is polled again after the interval (a stop wakes the wait at once).
final class JobFeed: @unchecked Sendable {
    enum Item: Sendable, Equatable {
        /// A name in incoming/ to claim.
        case inbox(String)
        /// A claim already registered to this runner (recovered), to process.
        case claimed(String)
    }

    private let lock = NSLock()
    private var pending: [Item] = []
    private var finished = false
    private let refill: () throws -> [Item]
    private let watch: Bool
    private let pollInterval: Double
    private let stop: StopFlag
    /// Set when a refill failed (the queue or the database is unusable); the run stops with it.
    private(set) var failure: Error?

    init(watch: Bool, pollInterval: Double, stop: StopFlag, refill: @escaping () throws -> [Item]) {
        self.watch = watch
        self.pollInterval = pollInterval
        self.stop = stop
        self.refill = refill
    }

    /// The next job, or nil when the run is over for this worker (stopped, drained without `--watch`, or failed).
    func next() -> Item? {
        lock.lock()
        defer { lock.unlock() }
        while !stop.isRaised && !finished {
            if !pending.isEmpty { return pending.removeFirst() }
            do {
                pending = try refill()
            } catch {
                failure = error
                finished = true
                stop.raise()
                return nil
            }
            if pending.isEmpty {
                guard watch else { finished = true; return nil }
                stop.wait(seconds: pollInterval)
            }
        }
        return nil
    }
}
