import Synchronization
import Foundation
import Report

/// The circuit breaker every worker of one run shares. After `threshold` outage failures in a row (the server
/// unreachable, timing out, answering 5xx or 429 after the client's own retries) no request is sent: workers
/// wait while one probe at a time is let through, with a delay that doubles from `initialProbeDelay` up to
/// `maxProbeDelay`; the first answer closes the breaker and everyone goes on. A job waits at most `maxWait`
/// seconds of outage in all (nil: as long as it takes, for `run --watch`), then gives up with
/// `BackendUnavailable`, so the runner puts it back in the queue instead of failing it.
package final class OutageGate: Sendable {
    private struct Breaker {
        var failuresInARow = 0
        var outageStarted: Date?
        var nextProbe = Date.distantPast
        var probeDelay: Double
        var probeInFlight = false
    }

    private let threshold: Int
    private let initialProbeDelay: Double
    private let maxProbeDelay: Double
    private let maxWait: Double?
    private let breaker: Mutex<Breaker>

    package init(threshold: Int = 2, initialProbeDelay: Double = 1, maxProbeDelay: Double = 60, maxWait: Double? = 300) {
        self.threshold = max(1, threshold)
        self.initialProbeDelay = initialProbeDelay
        self.maxProbeDelay = max(initialProbeDelay, maxProbeDelay)
        self.maxWait = maxWait
        breaker = Mutex(Breaker(probeDelay: initialProbeDelay))
    }

    /// Whether the breaker is open (requests are held back).
    package var isOpen: Bool { breaker.withLock { $0.failuresInARow >= threshold } }

    /// Returns when this caller may send: at once while the server answers, else when it is this caller's turn
    /// to probe. Throws `ReportInterrupted` when the run stops meanwhile, `BackendUnavailable` past `maxWait`.
    package func waitForTurn(stop: StopFlag?) throws {
        while true {
            let wait: Double = try breaker.withLock { (state: inout Breaker) throws(BackendUnavailable) -> Double in
                guard state.failuresInARow >= threshold else { return 0 }
                let now = Date()
                if let maxWait, let started = state.outageStarted, now.timeIntervalSince(started) > maxWait {
                    throw BackendUnavailable("the LLM server has not answered for \(Int(maxWait)) s (connection failures, timeouts or 5xx)")
                }
                if !state.probeInFlight, now >= state.nextProbe {
                    state.probeInFlight = true
                    return 0
                }
                return max(0.01, min(0.25, state.nextProbe.timeIntervalSince(now)))
            }
            if wait == 0 { return }
            if stop?.wait(seconds: wait) == true { throw ReportInterrupted() }
            if stop == nil { Thread.sleep(forTimeInterval: wait) }
        }
    }

    /// The server answered (even with an error of the request's own): the outage, if any, is over.
    package func recordAnswer() {
        breaker.withLock { $0 = Breaker(probeDelay: initialProbeDelay) }
    }

    /// The server could not be reached or was overloaded.
    package func recordOutage() {
        breaker.withLock { state in
            state.failuresInARow += 1
            state.probeInFlight = false
            guard state.failuresInARow >= threshold else { return }
            if state.outageStarted == nil { state.outageStarted = Date() }
            state.nextProbe = Date().addingTimeInterval(state.probeDelay)
            state.probeDelay = min(state.probeDelay * 2, maxProbeDelay)
        }
    }
}

extension LLMError.Code {
    /// Failures that say the server is down or overloaded rather than that the request or answer is wrong:
    /// the job waits for the server instead of failing.
    package var isOutage: Bool {
        switch self {
        case .connection, .timeout, .serverError, .rateLimited: true
        default: false
        }
    }
}
