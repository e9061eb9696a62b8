import Foundation
import Synchronization
import Queue
import Report
import Store

/// Hands each free worker its next job, on demand: claims left from earlier runs first (recovery), then the
/// inbox in age order. Nothing is claimed ahead of a free worker, so a stop leaves the inbox untouched.
/// One thread at a time refills it, with a database connection of its own; with `--watch` an empty inbox
/// is polled again after the interval (a stop wakes the wait at once).
final class JobFeed: Sendable {
    enum Item: Sendable, Equatable {
        /// A name in incoming/ to claim.
        case inbox(String)
        /// A claim already registered to this runner (recovered), to process.
        case claimed(String)
    }

    private struct Feed {
        var pending: [Item] = []
        var finished = false
        var failure: (any Error)?
    }

    /// Held while a worker takes its item or refills (one refill at a time), and while an empty `--watch` waits.
    private let feed = Mutex(Feed())
    private let refill: @Sendable () throws -> [Item]
    private let watch: Bool
    private let pollInterval: Double
    private let stop: StopFlag

    init(watch: Bool, pollInterval: Double, stop: StopFlag, refill: @escaping @Sendable () throws -> [Item]) {
        self.watch = watch
        self.pollInterval = pollInterval
        self.stop = stop
        self.refill = refill
    }

    /// Set when a refill failed (the queue or the database is unusable); the run stops with it.
    var failure: (any Error)? { feed.withLock { $0.failure } }

    /// The next job, or nil when the run is over for this worker (stopped, drained without `--watch`, or failed).
    func next() -> Item? {
        feed.withLock { feed -> Item? in
            while !stop.isRaised && !feed.finished {
                if !feed.pending.isEmpty { return feed.pending.removeFirst() }
                do {
                    feed.pending = try refill()
                } catch {
                    feed.failure = error
                    feed.finished = true
                    stop.raise()
                    return nil
                }
                if feed.pending.isEmpty {
                    guard watch else { feed.finished = true; return nil }
                    stop.wait(seconds: pollInterval)
                }
            }
            return nil
        }
    }
}
