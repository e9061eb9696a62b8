import Chart
import Ephemeris
import Foundation
import Pipeline
import Queue
import Report
import Store
import TestSupport
import TimeZones

/// Benchmarks as commands, never as timed tests. Figures go to stdout as one JSON object.
struct BenchCommand: Command {
    enum Target: String, CaseIterable { case run, chart, llm }

    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure throughput and memory (see docs/benchmarks.md).",
        discussion: """
            bench run: writes --jobs copies of an example job into a temporary queue, processes them with the \
            offline backend and prints jobs per second and peak memory (VmHWM) as JSON. Run a release build \
            (swift build -c release) for figures worth quoting; scripts/bench-run.sh runs the series.
            bench chart: computes --charts full charts (14 points with speeds, Placidus, aspects) at random instants \
            1900–2100 and places, and prints the median and p90 microseconds per chart, plus charts per second through \
            the `chart --jsonl` path (parse, compute, encode).
            bench llm: the same as bench run with the LLM backend, against a loopback Chat Completions server that \
            answers every request after --delay seconds with a valid report for the example chart; prints jobs per \
            second against the ideal (concurrency ÷ delay) and peak memory. Default --concurrency 32, --jobs 2000.
            """,
        options: [
            .init(names: ["--jobs"], valueName: "n", help: "Jobs to process (default: 10000)."),
            .init(names: ["--concurrency", "-j"], valueName: "n", help: "Worker threads (default: 2)."),
            .init(names: ["--example"], valueName: "file", help: "Job file to copy (default: jobs/examples/olena-uk.json)."),
            .init(names: ["--charts"], valueName: "n", help: "Charts to compute for bench chart (default: 20000)."),
            .init(names: ["--delay"], valueName: "seconds", help: "Loopback server answer delay for bench llm (default: 0.2)."),
        ],
        positionals: [.init(name: "target", help: "What to measure: run, chart, llm.")])

    let target: Target
    let jobs: Int
    let concurrency: Int
    let example: String
    let charts: Int
    let delay: Double
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        guard let target = Target(rawValue: arguments.positionals[0]) else {
            throw UsageError(message: "'<target>' must be one of \(Target.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.target = target
        jobs = try arguments.int("--jobs", range: 1...10_000_000) ?? (target == .llm ? 2_000 : 10_000)
        concurrency = try arguments.int("--concurrency", range: 1...512) ?? (target == .llm ? 32 : 2)
        delay = try arguments.double("--delay", range: 0...60) ?? 0.2
        example = arguments.value("--example") ?? "jobs/examples/olena-uk.json"
        charts = try arguments.int("--charts", range: 1...10_000_000) ?? 20_000
        self.context = context
    }

    func run() throws -> Int32 {
        switch target {
        case .run: try benchQueue(backend: .offline, environment: context.environment)
        case .chart: try benchChart()
        case .llm: try benchLLM()
        }
    }

    private func benchChart() throws -> Int32 {
        let ephemeris = try Ephemeris.bundled()
        let calculator = ChartCalculator(provider: ephemeris)
        var generator = SystemRandomNumberGenerator()
        // 1900-01-01 … 2100-01-01 in JD (UT); latitudes within ±66° so Placidus is always defined.
        let inputs = (0..<charts).map { _ in
            ChartInput(time: UniversalTime(julianDay: Double.random(in: 2_415_020.5...2_488_069.5, using: &generator)),
                       latitude: Double.random(in: -66...66, using: &generator),
                       longitude: Double.random(in: -180...180, using: &generator), houseSystems: [.placidus])
        }
        var durations: [Double] = []
        durations.reserveCapacity(charts)
        var aspects = 0
        for input in inputs {
            let start = DispatchTime.now().uptimeNanoseconds
            let chart = try calculator.chart(for: input)
            durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            aspects += chart.aspects.count
        }
        durations.sort()
        let service = ChartService(ephemeris: ephemeris, zones: TimeZoneDatabase(environment: context.environment))
        let encoder = StreamingJSONEncoder(sortsKeys: true)
        let lines = inputs.prefix(5_000).map { input in
            Data("{\"utc\": \"\(Self.iso(input.time))\", \"latitude\": \(input.latitude), \"longitude\": \(input.longitude)}".utf8)
        }
        let start = Date()
        var bytes = 0
        for (index, line) in lines.enumerated() { bytes += service.jsonLine(for: line, lineNumber: index + 1, encoder: encoder).count }
        let jsonlSeconds = Date().timeIntervalSince(start)
        context.out(JSONLine.encode([
            "benchmark": "chart", "charts": charts, "medianMicroseconds": (durations[durations.count / 2] * 10).rounded() / 10,
            "p90Microseconds": (durations[durations.count * 9 / 10] * 10).rounded() / 10,
            "chartsPerSecondCompute": (Double(charts) / (durations.reduce(0, +) / 1e6)).rounded(),
            "chartsPerSecondJSONL": (Double(lines.count) / jsonlSeconds).rounded(), "averageAspects": aspects / charts,
            "jsonlBytes": bytes,
        ]))
        return ExitCode.success
    }

    static func iso(_ time: UniversalTime) -> String {
        let seconds = Int(time.unixSeconds.rounded())
        return Timestamp.string(unixSeconds: Double(seconds)).replacingOccurrences(of: ".000Z", with: "Z")
    }

    /// A loopback server answers every request, after `delay`, with a valid report for the example's chart
    /// in its language, written by the offline writer: the client validates it like any model's answer.
    private func benchLLM() throws -> Int32 {
        var environment = context.environment
        let renderer = try ProcessorFactory.renderer(environment: environment)
        let sample = try SampleJob.load(Data(contentsOf: URL(fileURLWithPath: example)), fileName: "example.json",
                                        zones: TimeZoneDatabase(environment: environment), ephemeris: try Ephemeris.bundled())
        let report = OfflineReportWriter(localizer: renderer.localizer).write(chart: sample.chart, request: sample.request).report
        let answer = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        let server = try LoopbackServer(defaultReply: .chat(content: answer), fixedDelay: delay,
                                        maxConnections: concurrency * 2, recording: false, lifetime: 3600)
        defer { server.stop() }
        environment["ASTROSVITLA_LLM_URL"] = server.baseURL
        environment["ASTROSVITLA_LLM_MODEL"] = "loopback"
        environment["ASTROSVITLA_LLM_KEY"] = nil
        environment["OPENAI_API_KEY"] = nil
        return try benchQueue(backend: .llm, environment: environment, ideal: delay > 0 ? Double(concurrency) / delay : nil)
    }

    private func benchQueue(backend: Backend, environment: [String: String], ideal: Double? = nil) throws -> Int32 {
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
        let processor = try ProcessorFactory.processor(backend: backend, environment: environment, concurrency: concurrency)
        let summary = try Runner(configuration: configuration, processor: processor, logger: .silent).run()
        let rate = Double(summary.succeeded) / summary.seconds
        var figures: [String: Any] = [
            "benchmark": target.rawValue, "backend": backend.rawValue, "jobs": jobs, "concurrency": concurrency,
            "succeeded": summary.succeeded, "failed": summary.failed, "seconds": (summary.seconds * 1000).rounded() / 1000,
            "jobsPerSecond": (rate * 10).rounded() / 10, "peakMemoryMB": Self.peakMemoryMB(),
        ]
        if let ideal {
            figures["idealJobsPerSecond"] = ideal
            figures["percentOfIdeal"] = (rate / ideal * 1000).rounded() / 10
            figures["delaySeconds"] = delay
        }
        context.out(JSONLine.encode(figures))
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
