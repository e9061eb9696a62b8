import Foundation
import Synchronization
import LLM
import Testing

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let seconds = Mutex(1000.0)

    var now: Double { seconds.withLock { $0 } }

    func advance(_ delta: Double) {
        seconds.withLock { $0 += delta }
    }
}

struct RateLimiterTests {
    @Test func bucketAllowsABurstThenSpacesRequestsEvenly() {
        var bucket = TokenBucket(perMinute: 60, now: 0)
        for index in 0..<60 { #expect(bucket.reserve(1, now: 0) == 0, "request \(index) of the burst waited") }
        #expect(bucket.reserve(1, now: 0) == 1)
        #expect(bucket.reserve(1, now: 0) == 2)
        #expect(bucket.reserve(1, now: 10) == 0)
    }

    @Test func bucketRefillsWithTimeButNeverBeyondCapacity() {
        var bucket = TokenBucket(perMinute: 600, now: 0)
        _ = bucket.reserve(600, now: 0)
        #expect(bucket.level == 0)
        #expect(bucket.reserve(0, now: 30) == 0)
        #expect(bucket.level == 300)
        #expect(bucket.reserve(0, now: 1000) == 0)
        #expect(bucket.level == 600)
    }

    @Test func oversizedRequestWaitsAtMostOneMinute() {
        var bucket = TokenBucket(perMinute: 1000, now: 0)
        _ = bucket.reserve(1000, now: 0)
        let wait = bucket.reserve(50_000, now: 0)
        #expect(abs(wait - 60) < 1e-9, "waited \(wait) s")
    }

    @Test func limiterCombinesRequestAndTokenBuckets() {
        let clock = ManualClock()
        let limiter = RateLimiter(requestsPerMinute: 120, tokensPerMinute: 6000, clock: { clock.now })
        #expect(limiter.reserve(estimatedTokens: 3000) == 0)
        #expect(limiter.reserve(estimatedTokens: 3000) == 0)
        // The token bucket is empty: 3000 more tokens at 100 tokens/s is 30 s.
        #expect(limiter.reserve(estimatedTokens: 3000) == 30)
        clock.advance(30)
        limiter.settle(estimatedTokens: 3000, actualTokens: 0)
        #expect(limiter.reserve(estimatedTokens: 100) == 0)
    }

    @Test func pauseAfter429HoldsEveryCallerBack() {
        let clock = ManualClock()
        let limiter = RateLimiter(requestsPerMinute: nil, tokensPerMinute: nil, clock: { clock.now })
        limiter.pause(for: 2)
        #expect(limiter.reserve(estimatedTokens: 1) == 2)
        clock.advance(1.5)
        #expect(limiter.reserve(estimatedTokens: 1) == 0.5)
        clock.advance(1)
        #expect(limiter.reserve(estimatedTokens: 1) == 0)
    }

    @Test func exhaustedRateLimitHeadersPauseUntilTheReset() {
        let clock = ManualClock()
        let limiter = RateLimiter(requestsPerMinute: nil, tokensPerMinute: nil, clock: { clock.now })
        limiter.observe(RateLimitHeaders(["x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "1.5s"]))
        #expect(limiter.reserve(estimatedTokens: 1) == 1.5)
    }

    @Test func plentyOfRemainingBudgetDoesNotSlowDown() {
        let headers = RateLimitHeaders(["x-ratelimit-limit-requests": "60", "x-ratelimit-remaining-requests": "59",
                                        "x-ratelimit-reset-requests": "1s", "x-ratelimit-limit-tokens": "150000",
                                        "x-ratelimit-remaining-tokens": "149000", "x-ratelimit-reset-tokens": "6m0s"])
        #expect(headers.suggestedPause == nil)
        let low = RateLimitHeaders(["x-ratelimit-limit-tokens": "150000", "x-ratelimit-remaining-tokens": "1000",
                                    "x-ratelimit-reset-tokens": "6m0s"])
        #expect(low.suggestedPause == 360)
    }

    @Test(arguments: [("12ms", 0.012), ("1s", 1.0), ("6m0s", 360.0), ("1h2m3.5s", 3723.5), ("2.5", 2.5)])
    func goStyleDurationsParse(text: String, seconds: Double) {
        let parsed = RateLimitHeaders.duration(text)
        #expect(parsed.map { abs($0 - seconds) < 1e-9 } == true, "\(text) parsed as \(parsed ?? -1)")
    }

    @Test(arguments: ["", "abc", "5x", "-1"])
    func malformedDurationsAreIgnored(text: String) {
        #expect(RateLimitHeaders.duration(text) == nil)
    }
}

/// Red team: `x-ratelimit-remaining-requests: 0` with a reset of hours (a broken proxy, a day's quota) held every
/// worker back for as long, without a word or a timeout.
@Suite struct RateLimitHeaderBoundsTests {
    @Test(arguments: ["100000h", "9999999", "1h0m0s"])
    func aResetOfHoursPausesAtMostFifteenMinutes(_ reset: String) {
        let headers = RateLimitHeaders(["x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": reset])
        #expect(headers.suggestedPause == RateLimitHeaders.longestPause)
        #expect(RateLimitHeaders(["x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "20s"]).suggestedPause == 20)
    }
}
