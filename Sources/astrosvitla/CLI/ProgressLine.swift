import Foundation
import Pipeline

/// `done/total, rate, ETA` on one terminal line, redrawn at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var lastDraw = 0.0

    func show(_ progress: RunProgress) {
        lock.withLock {
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
        lock.withLock { StandardStream.error.write("\n") }
    }
}

/// Turns SIGINT, SIGTERM and SIGHUP (the terminal of a foreground `run --watch` went away) into a graceful stop:
/// the first signal asks `handler` to stop (nothing new is claimed, jobs in flight finish); a second one ends the
/// process at once with 128 + the signal's number, leaving any claims for recovery.
final class SignalWatcher: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var received = 0

    init(_ handler: @escaping @Sendable (Int32) -> Void) {
        sources = [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                let count = lock.withLock { () -> Int in received += 1; return received }
                if count > 1 { _exit(128 + number) }
                handler(number)
            }
            source.resume()
            return source
        }
    }

    func cancel() { sources.forEach { $0.cancel() } }
}
