import Foundation
import Pipeline
import Queue

/// Benchmarks as commands, never as timed tests. Figures go to stdout as one JSON object.
struct BenchCommand: Command {
    enum Target: String, CaseIterable { case run }

    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure throughput and memory (see docs/benchmarks.md).",
        discussion: """
            bench run: writes --jobs copies of an example job into a temporary queue, processes them with the \
            offline backend and prints jobs per second and peak memory (VmHWM) as JSON. Run a release build \
            (swift build -c release) for figures worth quoting; scripts/bench-run.sh runs the series.
            """,
        options: [
            .init(names: ["--jobs"], valueName: "n", help: "Jobs to process (default: 10000)."),
            .init(names: ["--concurrency", "-j"], valueName: "n", help: "Worker threads (default: 2)."),
            .init(names: ["--example"], valueName: "file", help: "Job file to copy (default: jobs/examples/olena-uk.json)."),
        ],
        positionals: [.init(name: "target", help: "What to measure: run.")])

    let target: Target
    let jobs: Int
    let concurrency: Int
    let example: String
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        guard let target = Target(rawValue: arguments.positionals[0]) else {
            throw UsageError(message: "'<target>' must be one of \(Target.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.target = target
        jobs = try arguments.int("--jobs", range: 1...10_000_000) ?? 10_000
        concurrency = try arguments.int("--concurrency", range: 1...512) ?? 2
        example = arguments.value("--example") ?? "jobs/examples/olena-uk.json"
        self.context = context
    }

    func run() throws -> Int32 {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("astrosvitla-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let queue = QueueDirectory(root: work.appendingPathComponent("jobs").path)
        try queue.prepare()
        guard var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: example))) as? [String: Any] else {
            throw CommandError(description: "\(example) is not a JSON object")
        }
        for index in 0..<jobs {
            object["id"] = "bench-\(index)"
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: queue.path(.incoming, "bench-\(index).json")))
        }
        var configuration = RunnerConfiguration(queue: queue, databasePath: work.appendingPathComponent("bench.sqlite").path)
        configuration.concurrency = concurrency
        let processor = try ProcessorFactory.processor(backend: .offline, environment: context.environment)
        let summary = try Runner(configuration: configuration, processor: processor, logger: .silent).run()
        context.out(JSONLine.encode([
            "benchmark": "run", "backend": "offline", "jobs": jobs, "concurrency": concurrency,
            "succeeded": summary.succeeded, "failed": summary.failed, "seconds": (summary.seconds * 1000).rounded() / 1000,
            "jobsPerSecond": (Double(summary.succeeded) / summary.seconds).rounded(), "peakMemoryMB": Self.peakMemoryMB(),
        ]))
        return summary.failed == 0 ? ExitCode.success : ExitCode.failure
    }

    /// VmHWM: the process's peak resident set size.
    static func peakMemoryMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
        return (kilobytes / 1024 * 10).rounded() / 10
    }
}
