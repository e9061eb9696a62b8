import Foundation
import JSON
import Queue

/// `bench run` and the LLM benchmark tool: copies of one example job through a temporary queue and database,
/// processed by the real runner; the figures as a dictionary for one JSON line.
package struct QueueBenchmark {
    package let example: String
    package let jobs: Int
    package let concurrency: Int

    package init(example: String, jobs: Int, concurrency: Int) {
        self.example = example
        self.jobs = jobs
        self.concurrency = concurrency
    }

    /// Runs the batch with `backend`; `ideal` (jobs per second) adds the share of it that was reached.
    package func run(name: String, backend: BackendKind, environment: [String: String], ideal: Double? = nil) throws -> [String: Any] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("astrosvitla-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let queue = QueueDirectory(root: work.appendingPathComponent("jobs").path)
        try queue.prepare()
        let object = try JobRequest.document(try Data(contentsOf: URL(fileURLWithPath: example)))
        guard object.members != nil else { throw JobError(code: .invalidJson, message: "\(example) is not a JSON object") }
        for index in 0..<jobs {
            try Data(object.setting("id", to: .string("bench-\(index)")).serialized().utf8)
                .write(to: URL(fileURLWithPath: queue.path(.incoming, "bench-\(index).json")))
        }
        var configuration = RunnerConfiguration(queue: queue, databasePath: work.appendingPathComponent("bench.sqlite").path)
        configuration.concurrency = concurrency
        let processor = try ProcessorFactory.processor(backend: backend, environment: environment, concurrency: concurrency)
        let summary = try Runner(configuration: configuration, processor: processor, logger: .silent).run()
        let rate = Double(summary.succeeded) / summary.seconds
        var figures: [String: Any] = [
            "benchmark": name, "backend": backend.rawValue, "jobs": jobs, "concurrency": concurrency,
            "succeeded": summary.succeeded, "failed": summary.failed, "seconds": (summary.seconds * 1000).rounded() / 1000,
            "jobsPerSecond": (rate * 10).rounded() / 10, "peakMemoryMB": Self.peakMemoryMB(),
        ]
        if let ideal {
            figures["idealJobsPerSecond"] = ideal
            figures["percentOfIdeal"] = (rate / ideal * 1000).rounded() / 10
        }
        return figures
    }

    /// VmHWM: the process's peak resident set size.
    package static func peakMemoryMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
        return (kilobytes / 1024 * 10).rounded() / 10
    }
}
