import Synchronization
import Foundation

/// Shared by every thread of one client: requests-per-minute and tokens-per-minute buckets plus a
/// global pause that a 429 or an exhausted `x-ratelimit-remaining-*` sets, so all workers slow down
/// together rather than each hammering the server. The clock is injected; the waiting is done by the
/// caller with the returned delay.
package final class RateLimiter: Sendable {
    private struct Buckets {
        var requests: TokenBucket?
        var tokens: TokenBucket?
        var pausedUntil: Double
    }

    private let clock: @Sendable () -> Double
    private let buckets: Mutex<Buckets>

    package init(requestsPerMinute: Int?, tokensPerMinute: Int?, clock: @escaping @Sendable () -> Double = RateLimiter.monotonicSeconds) {
        self.clock = clock
        let now = clock()
        buckets = Mutex(Buckets(requests: requestsPerMinute.map { TokenBucket(perMinute: $0, now: now) },
                                tokens: tokensPerMinute.map { TokenBucket(perMinute: $0, now: now) }, pausedUntil: now))
    }

    /// Reserves one request of `estimatedTokens` and returns the seconds to wait before sending it.
    package func reserve(estimatedTokens: Int) -> Double {
        buckets.withLock { buckets in
            let now = clock()
            let requestWait = buckets.requests?.reserve(1, now: now) ?? 0
            let tokenWait = buckets.tokens?.reserve(Double(estimatedTokens), now: now) ?? 0
            return max(requestWait, tokenWait, buckets.pausedUntil - now)
        }
    }

    /// Charges the difference between the estimate and the tokens the server reported.
    package func settle(estimatedTokens: Int, actualTokens: Int) {
        buckets.withLock { $0.tokens?.adjust(by: Double(actualTokens - estimatedTokens), now: clock()) }
    }

    /// Holds every caller back for `seconds` (a 429's wait, or a spent rate-limit window).
    package func pause(for seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        buckets.withLock { $0.pausedUntil = max($0.pausedUntil, clock() + seconds) }
    }

    /// Reads the server's rate-limit headers and pauses when a budget is nearly spent.
    package func observe(_ headers: RateLimitHeaders) {
        if let pause = headers.suggestedPause { self.pause(for: pause) }
    }

    /// Seconds since an arbitrary start, never going backwards.
    package static let monotonicSeconds: @Sendable () -> Double = {
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static let start = ContinuousClock.now
}
