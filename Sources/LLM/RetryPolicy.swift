import Foundation

/// When to send a failed request again and how long to wait first, modelled on the official OpenAI
/// SDKs: retry 408, 409, 429, 5xx, connection failures, timeouts and unreadable 2xx bodies; never
/// 400/401/403/404/422; honour `x-should-retry`, `retry-after-ms`, then `retry-after` (seconds or an
/// HTTP date) up to `maxRetryAfter` (beyond it: give up now); otherwise exponential backoff
/// `min(initial·2ⁿ, max)·(1 − 0.25·random)`. Pure: time and randomness come in as arguments.
package struct RetryPolicy: Sendable, Equatable {
    /// Total attempts, the first included (the SDK's default of 2 retries = 3 attempts).
    package var maxAttempts = 3
    package var initialDelay = 0.5
    package var maxDelay = 8.0
    package var maxRetryAfter = 120.0

    package init() {}

    /// What went wrong with one attempt.
    package enum Failure: Sendable, Equatable {
        /// A non-2xx response; `errorCode` is the body's `error.code` when it had one.
        case status(Int, headers: [String: String], errorCode: String?)
        /// libcurl failed; `transient` is true for timeouts and connection failures.
        case transport(transient: Bool)
        /// A 2xx whose body was not the expected JSON.
        case badResponse
    }

    package enum Decision: Sendable, Equatable {
        case retry(afterSeconds: Double)
        case giveUp
    }

    /// - Parameters:
    ///   - attemptsMade: attempts so far, including the one that just failed (1 after the first).
    ///   - random: a value in 0..<1 for the jitter.
    package func decide(_ failure: Failure, attemptsMade: Int, now: Date, random: Double) -> Decision {
        guard attemptsMade < maxAttempts else { return .giveUp }
        let backoff = backoffDelay(retryIndex: attemptsMade - 1, random: random)
        switch failure {
        case .transport(let transient):
            return transient ? .retry(afterSeconds: backoff) : .giveUp
        case .badResponse:
            return .retry(afterSeconds: backoff)
        case .status(let status, let headers, let errorCode):
            switch headers["x-should-retry"]?.lowercased() {
            case "true": return .retry(afterSeconds: serverHint(headers, now: now) ?? backoff)
            case "false": return .giveUp
            default: break
            }
            guard Self.isRetryable(status: status, errorCode: errorCode) else { return .giveUp }
            if let hint = Self.retryAfter(headers, now: now) {
                return hint <= maxRetryAfter ? .retry(afterSeconds: hint) : .giveUp
            }
            return .retry(afterSeconds: backoff)
        }
    }

    /// `min(initial·2ⁿ, max)` shortened by up to a quarter at random, n = retries already taken.
    package func backoffDelay(retryIndex: Int, random: Double) -> Double {
        let exponential = initialDelay * pow(2, Double(min(max(retryIndex, 0), 30)))
        return min(exponential, maxDelay) * (1 - 0.25 * min(max(random, 0), 1))
    }

    package static func isRetryable(status: Int, errorCode: String?) -> Bool {
        // Out of money or a prompt too long for the model: the same request cannot succeed.
        if ["insufficient_quota", "context_length_exceeded", "exceed_context_size_error"].contains(errorCode ?? "") {
            return false
        }
        return status == 408 || status == 409 || status == 429 || (500...599).contains(status)
    }

    private func serverHint(_ headers: [String: String], now: Date) -> Double? {
        Self.retryAfter(headers, now: now).flatMap { $0 <= maxRetryAfter ? $0 : nil }
    }

    /// The server's requested wait in seconds: `retry-after-ms` wins over `retry-after`; values that are
    /// not positive finite numbers (or dates in the past) count as absent.
    package static func retryAfter(_ headers: [String: String], now: Date) -> Double? {
        if let raw = headers["retry-after-ms"], let milliseconds = Double(raw.trimmingCharacters(in: .whitespaces)),
           milliseconds.isFinite, milliseconds > 0 {
            return milliseconds / 1000
        }
        guard let raw = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Double(raw) { return seconds.isFinite && seconds > 0 ? seconds : nil }
        guard let date = httpDate(raw) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return seconds > 0 ? seconds : nil
    }

    /// RFC 9110 IMF-fixdate, e.g. `Wed, 21 Oct 2015 07:28:00 GMT`.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
