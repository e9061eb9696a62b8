import Foundation
import LLM
import Testing

struct RetryPolicyTests {
    let policy = RetryPolicy()
    let now = Date(timeIntervalSince1970: 1_795_315_862)

    @Test(arguments: [408, 409, 429, 500, 502, 503, 504])
    func transientStatusesAreRetriedWithBackoff(status: Int) {
        let decision = policy.decide(.status(status, headers: [:], errorCode: nil), attemptsMade: 1, now: now, random: 0)
        #expect(decision == .retry(afterSeconds: 0.5), "status \(status)")
    }

    @Test(arguments: [400, 401, 403, 404, 422])
    func clientErrorsAreNeverRetried(status: Int) {
        let decision = policy.decide(.status(status, headers: ["retry-after": "1"], errorCode: nil), attemptsMade: 1,
                                     now: now, random: 0)
        #expect(decision == .giveUp, "status \(status)")
    }

    @Test func backoffDoublesUpToTheCapWithAtMostAQuarterOfJitter() {
        #expect(policy.backoffDelay(retryIndex: 0, random: 0) == 0.5)
        #expect(policy.backoffDelay(retryIndex: 1, random: 0) == 1)
        #expect(policy.backoffDelay(retryIndex: 3, random: 0) == 4)
        #expect(policy.backoffDelay(retryIndex: 10, random: 0) == 8)
        #expect(policy.backoffDelay(retryIndex: 1, random: 1) == 0.75)
        #expect(policy.backoffDelay(retryIndex: 1, random: 0.5) == 0.875)
    }

    @Test func attemptsAreCapped() {
        let failure = RetryPolicy.Failure.transport(transient: true)
        #expect(policy.decide(failure, attemptsMade: 2, now: now, random: 0) == .retry(afterSeconds: 1))
        #expect(policy.decide(failure, attemptsMade: 3, now: now, random: 0) == .giveUp)
    }

    @Test func retryAfterMillisecondsWinsOverSeconds() {
        let headers = ["retry-after-ms": "300", "retry-after": "7"]
        #expect(policy.decide(.status(429, headers: headers, errorCode: nil), attemptsMade: 1, now: now, random: 0.9)
            == .retry(afterSeconds: 0.3))
    }

    @Test func retryAfterAsHTTPDateIsCountedFromNow() {
        let date = "Sat, 21 Nov 2026 15:44:27 GMT"
        let seconds = RetryPolicy.retryAfter(["retry-after": date], now: Date(timeIntervalSince1970: 1_795_275_862))
        #expect(seconds == 5, "got \(seconds ?? -1) s")
        #expect(RetryPolicy.retryAfter(["retry-after": date], now: Date(timeIntervalSince1970: 1_795_275_900)) == nil)
    }

    @Test func retryAfterBeyondTheCapGivesUpImmediately() {
        let decision = policy.decide(.status(429, headers: ["retry-after": "300"], errorCode: nil), attemptsMade: 1,
                                     now: now, random: 0)
        #expect(decision == .giveUp)
    }

    @Test func unparseableRetryAfterFallsBackToBackoff() {
        let decision = policy.decide(.status(503, headers: ["retry-after": "soon", "retry-after-ms": "-5"], errorCode: nil),
                                     attemptsMade: 1, now: now, random: 0)
        #expect(decision == .retry(afterSeconds: 0.5))
    }

    @Test func shouldRetryHeaderOverridesTheStatus() {
        #expect(policy.decide(.status(500, headers: ["x-should-retry": "false"], errorCode: nil), attemptsMade: 1,
                              now: now, random: 0) == .giveUp)
        #expect(policy.decide(.status(400, headers: ["x-should-retry": "true"], errorCode: nil), attemptsMade: 1,
                              now: now, random: 0) == .retry(afterSeconds: 0.5))
    }

    @Test func quotaAndContextErrorsAreFinalEvenWith429Or500() {
        #expect(policy.decide(.status(429, headers: [:], errorCode: "insufficient_quota"), attemptsMade: 1, now: now,
                              random: 0) == .giveUp)
        #expect(policy.decide(.status(500, headers: [:], errorCode: "exceed_context_size_error"), attemptsMade: 1,
                              now: now, random: 0) == .giveUp)
    }

    @Test func tlsFailuresAreFinalButBadBodiesAreRetried() {
        #expect(policy.decide(.transport(transient: false), attemptsMade: 1, now: now, random: 0) == .giveUp)
        #expect(policy.decide(.badResponse, attemptsMade: 1, now: now, random: 0) == .retry(afterSeconds: 0.5))
    }
}
