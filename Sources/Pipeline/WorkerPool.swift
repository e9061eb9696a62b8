import Foundation
import Report
import Store
import Support
import Synchronization

/// The one owner of a run's concurrency and shutdown: `workers` threads that each take their next job from
/// the feed only when free, the set of claims in flight, the heartbeat that renews exactly those leases
/// (over one kept connection), and the wait for the workers, bounded by a grace period once a stop is
/// raised. A worker never checks the inbox after the stop flag is up.
final class WorkerPool: Sendable {
    private let inFlight = Mutex<Set<String>>([])
    private let finished = DispatchGroup()
    private let stop: StopFlag

    init(stop: StopFlag) {
        self.stop = stop
    }

    /// Starts `count` worker threads; each gets its own database connection and runs `work` for every task.
    func start(count: Int, connections: [ReportStore], feed: JobFeed, work: @escaping @Sendable (JobFeed.Item, ReportStore) -> Void) {
        for index in 0..<count {
            let store = UncheckedStore(store: connections[index])
            finished.enter()
            let thread = Thread { [finished] in
                while let task = feed.next() { work(task, store.store) }
                finished.leave()
            }
            thread.name = "worker-\(index)"
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    /// Marks a claim as being worked on (its lease is renewed) until `end`.
    func begin(_ key: String) { _ = inFlight.withLock { $0.insert(key) } }
    func end(_ key: String) { _ = inFlight.withLock { $0.remove(key) } }
    func isInFlight(_ key: String) -> Bool { inFlight.withLock { $0.contains(key) } }
    var inFlightKeys: [String] { inFlight.withLock { Array($0) } }

    /// Waits for every worker. Once the stop flag is up, waits at most `grace` seconds more; returns the claims
    /// still in flight then (left for recovery), empty when everything finished.
    func wait(grace: Double) -> [String] {
        while finished.wait(timeout: .now() + 0.1) == .timedOut {
            guard stop.isRaised else { continue }
            if finished.wait(timeout: .now() + grace) == .timedOut { return inFlightKeys }
            return []
        }
        return []
    }

    /// Renews the leases of the claims in flight every `interval` seconds over `store` (one connection, kept).
    func startHeartbeat(store: ReportStore, owner: ClaimOwner, lease: Double, logger: EventLog) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "lease-heartbeat"))
        let interval = max(1, lease / 3)
        let connection = UncheckedStore(store: store)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [self] in
            do { try connection.store.renewLeases(keys: inFlightKeys, owner: owner, until: Date().timeIntervalSince1970 + lease) } catch {
                logger.warning("lease_renewal_failed", ["message": .string("\(error)")])
            }
        }
        timer.resume()
        return timer
    }
}

/// Hands one connection to the one thread that uses it (connections are not shared). `@unchecked`: a SQLite
/// connection is not `Sendable` (its C handle belongs to one thread at a time), and handing it to the thread
/// that will use it is what Swift 6 cannot check; nothing else touches it after.
struct UncheckedStore: @unchecked Sendable {
    let store: ReportStore
}
