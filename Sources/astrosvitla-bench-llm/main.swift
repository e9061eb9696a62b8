import Ephemeris
import Foundation
import Pipeline
import Report
import TestSupport
import TimeZones

/// The LLM backend's throughput benchmark, a tool of its own so that the product binary carries no test
/// server: the real runner and libcurl client against a loopback Chat Completions server that answers every
/// request after `--delay` seconds with a valid report for the example chart (written by the offline writer),
/// which the client validates like any model's answer. Prints one JSON line: jobs per second against the
/// ideal (concurrency ÷ delay) and peak memory. Exit 0, 1 when a job failed, 64 on a usage error.
let usage = """
    OVERVIEW: Measure the LLM backend's throughput against a loopback server (see docs/benchmarks.md).

    USAGE: astrosvitla-bench-llm [--jobs <n>] [--concurrency <n>] [--delay <seconds>] [--example <file>]

    OPTIONS:
      --jobs <n>              Jobs to process (default: 2000).
      --concurrency, -j <n>   Requests in flight (default: 32).
      --delay <seconds>       The server's answer delay (default: 0.2).
      --example <file>        Job file to copy (default: jobs/examples/olena-uk.json).
      --help, -h              Show help information.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n\(usage)".utf8))
    exit(64)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    case "--jobs", "--concurrency", "-j", "--delay", "--example":
        guard let value = arguments.popFirst() else { fail("'\(argument)' needs a value") }
        options[argument == "-j" ? "--concurrency" : argument] = value
    default:
        fail("unknown argument '\(argument)'")
    }
}
guard let jobs = Int(options["--jobs"] ?? "2000"), (1...10_000_000).contains(jobs) else { fail("'--jobs' must be 1…10000000") }
guard let concurrency = Int(options["--concurrency"] ?? "32"), (1...512).contains(concurrency) else { fail("'--concurrency' must be 1…512") }
guard let delay = Double(options["--delay"] ?? "0.2"), (0...60).contains(delay) else { fail("'--delay' must be 0…60 seconds") }
let example = options["--example"] ?? "jobs/examples/olena-uk.json"

do {
    var environment = ProcessInfo.processInfo.environment
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
    var figures = try QueueBenchmark(example: example, jobs: jobs, concurrency: concurrency)
        .run(name: "llm", backend: .llm, environment: environment, ideal: delay > 0 ? Double(concurrency) / delay : nil)
    figures["delaySeconds"] = delay
    let line = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
    print(String(decoding: line, as: UTF8.self))
    exit((figures["failed"] as? Int) == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
}
