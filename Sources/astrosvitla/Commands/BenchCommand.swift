import Foundation
import Pipeline

/// Benchmarks as commands, never as timed tests. Figures go to stdout as one JSON object.
struct BenchCommand: Command {
    enum Target: String, CaseIterable { case run, chart, factcheck }

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
            bench factcheck: the LLM answer fact check on offline reports of 20 charts in 5 areas (true by \
            construction) and on the same reports with one planted contradiction each (a sign, a house, an aspect, \
            a planet), per language: false alarms, claims found, caught per kind, microseconds per check (one JSON \
            line per language; docs/llm.md quotes it).
            The LLM backend's benchmark is a tool of its own, `astrosvitla-bench-llm` (it runs a loopback test server,
            which the product binary does not carry).
            """,
        options: [
            .init(names: ["--jobs"], valueName: "n", help: "Jobs to process (default: 10000)."),
            .init(names: ["--concurrency", "-j"], valueName: "n", help: "Worker threads (default: 2)."),
            .init(names: ["--example"], valueName: "file", help: "Job file to copy (default: jobs/examples/olena-uk.json)."),
            .init(names: ["--charts"], valueName: "n", help: "Charts to compute for bench chart (default: 20000)."),
        ],
        positionals: [.init(name: "target", help: "What to measure: run, chart, factcheck.")])

    let target: Target
    let jobs: Int
    let concurrency: Int
    let example: String
    let charts: Int
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        guard let target = Target(rawValue: arguments.positionals[0]) else {
            throw UsageError(message: "'<target>' must be one of \(Target.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.target = target
        jobs = try arguments.int("--jobs", range: 1...10_000_000) ?? 10_000
        concurrency = try arguments.int("--concurrency", range: 1...512) ?? 2
        example = arguments.value("--example") ?? "jobs/examples/olena-uk.json"
        charts = try arguments.int("--charts", range: 1...10_000_000) ?? 20_000
        self.context = context
    }

    func run() throws -> Int32 {
        switch target {
        case .run:
            let figures = try QueueBenchmark(example: example, jobs: jobs, concurrency: concurrency)
                .run(name: "run", backend: .offline, environment: context.environment)
            context.out(JSONLine.encode(figures))
            return (figures["failed"] as? Int) == 0 ? ExitCode.success : ExitCode.failure
        case .chart:
            context.out(JSONLine.encode(try ChartBenchmark(charts: charts).run(environment: context.environment)))
            return ExitCode.success
        case .factcheck:
            let lines = try FactCheckBenchmark().run(environment: context.environment)
            for line in lines { context.out(JSONLine.encode(line)) }
            return lines.allSatisfy { ($0["falseAlarms"] as? Int) == 0 } ? ExitCode.success : ExitCode.failure
        }
    }
}
