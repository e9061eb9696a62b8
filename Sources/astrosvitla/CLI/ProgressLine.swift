import Foundation
import Synchronization
import Pipeline

/// `done/total, rate, ETA` on one terminal line, redrawn at most ten times a second.
final class ProgressLine: Sendable {
    /// When the line was last drawn; held while it is drawn, so two workers never interleave their lines.
    private let lastDraw = Mutex(0.0)

    func show(_ progress: RunProgress) {
        lastDraw.withLock { lastDraw in
            let now = Date().timeIntervalSince1970
            guard now - lastDraw >= 0.1 || progress.finished == progress.total else { return }
            lastDraw = now
            let rate = progress.seconds > 0 ? Double(progress.finished) / progress.seconds : 0
            let remaining = max(0, progress.total - progress.finished)
            let eta = rate > 0 ? String(format: "%.0fs", Double(remaining) / rate) : "?"
            let text = String(format: "\r%d/%d done (%d failed), %.1f jobs/s, ETA %@   ",
                              progress.finished, progress.total, progress.failed, rate, eta)
            StandardStream.error.write(text)
        }
    }

    func finish(_ summary: RunSummary) {
        lastDraw.withLock { _ in StandardStream.error.write("\n") }
    }
}

/// Turns SIGINT, SIGTERM and SIGHUP (the terminal of a foreground `run --watch` went away) into a graceful stop:
/// the first signal asks `handler` to stop (nothing new is claimed, jobs in flight finish); a second one ends the
/// process at once with 128 + the signal's number, leaving any claims for recovery.
final class SignalWatcher {
    private let sources: [any DispatchSourceSignal]

    init(_ handler: @escaping @Sendable (Int32) -> Void) {
        let received = Atomic<Int>(0)
        sources = [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if received.add(1, ordering: .relaxed).newValue > 1 { _exit(128 + number) }
                handler(number)
            }
            source.resume()
            return source
        }
    }

    func cancel() { sources.forEach { $0.cancel() } }
}
