/// A token bucket for one per-minute limit (requests or tokens). Reservations may drive the level
/// below zero: the debt is the queue, so concurrent callers wait in turn instead of all at once.
/// Pure: the caller passes the time (seconds on any monotonic clock).
package struct TokenBucket: Sendable, Equatable {
    package let capacity: Double
    package let refillPerSecond: Double
    package private(set) var level: Double
    private var updatedAt: Double

    package init(perMinute: Int, now: Double) {
        capacity = Double(max(perMinute, 1))
        refillPerSecond = capacity / 60
        level = capacity
        updatedAt = now
    }

    /// Takes `amount` and returns how long to wait before using it (0 when it is available now).
    /// An amount above the capacity is charged as the full capacity, so it waits at most a minute.
    package mutating func reserve(_ amount: Double, now: Double) -> Double {
        refill(now: now)
        level -= min(max(amount, 0), capacity)
        return level >= 0 ? 0 : -level / refillPerSecond
    }

    /// Corrects an earlier reservation once the real amount is known (positive: more was used).
    package mutating func adjust(by delta: Double, now: Double) {
        refill(now: now)
        level = min(capacity, level - delta)
    }

    private mutating func refill(now: Double) {
        let elapsed = max(0, now - updatedAt)
        level = min(capacity, level + elapsed * refillPerSecond)
        updatedAt = max(updatedAt, now)
    }
}
