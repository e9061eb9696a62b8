import Foundation
@testable import Pipeline
import Queue
import TestSupport

/// A suite that runs jobs in a real queue directory and SQLite file inside its own temporary directory.
protocol QueueWorkspace {
    var directory: TemporaryDirectory { get }
}

extension QueueWorkspace {
    var queue: QueueDirectory { QueueDirectory(root: directory.url.appendingPathComponent("jobs").path) }
    var databasePath: String { directory.url.appendingPathComponent("db.sqlite").path }

    /// Puts `data` into the inbox as `name`, the way an operator drops a file.
    func drop(_ name: String, _ data: Data = job()) throws {
        try queue.prepare()
        try data.write(to: URL(fileURLWithPath: queue.path(.incoming, name)))
    }

    func configuration(concurrency: Int = 1) -> RunnerConfiguration {
        var configuration = RunnerConfiguration(queue: queue, databasePath: databasePath)
        configuration.concurrency = concurrency
        return configuration
    }

    /// One run over the inbox (the counting processor by default: the runner is under test, not the writer).
    func run(_ processor: JobProcessor = CountingProcessor(), concurrency: Int = 1) throws -> RunSummary {
        try Runner(configuration: configuration(concurrency: concurrency), processor: processor, logger: .silent).run()
    }
}
