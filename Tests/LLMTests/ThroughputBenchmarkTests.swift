import Foundation
import LLM
import TestSupport
import Testing

/// Opt-in (`ASTROSVITLA_BENCH=1`): N workers share one client against a server that answers after a
/// fixed delay; throughput must reach 95 % of the ideal N ÷ delay. Off by default: no timing in CI.
struct ThroughputBenchmarkTests {
    static let enabled = ProcessInfo.processInfo.environment["ASTROSVITLA_BENCH"] != nil

    @Test(.enabled(if: enabled))
    func thirtyTwoWorkersReachNinetyFivePercentOfIdealThroughput() throws {
        let environment = ProcessInfo.processInfo.environment
        let workers = Int(environment["ASTROSVITLA_BENCH_WORKERS"] ?? "") ?? 32
        let jobs = Int(environment["ASTROSVITLA_BENCH_JOBS"] ?? "") ?? 640
        let delay = Double(environment["ASTROSVITLA_BENCH_DELAY"] ?? "") ?? 0.2
        let server = try LoopbackServer(defaultReply: .chat(content: ReportFixture.json(ReportFixture.ukrainian())),
                                        fixedDelay: delay, maxConnections: 64, recording: false)
        let configuration = try LLMConfiguration(environment: ["ASTROSVITLA_LLM_URL": server.baseURL, "ASTROSVITLA_LLM_KEY": "sk-bench-000000"])
        let client = try LLMClient(configuration: configuration)
        let next = Counter()
        let failures = Counter()
        let start = ContinuousClock.now
        onThreads(workers) { _ in
            while true {
                let index = next.increment()
                guard index <= jobs else { return }
                let request = GenerationRequest(systemMessage: "bench", userMessage: "bench", language: .uk, jobID: "bench-\(index)")
                if (try? client.generate(request)) == nil { failures.increment() }
            }
        }
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let ideal = Double(workers) / delay
        let achieved = Double(jobs) / seconds
        #expect(failures.value == 0)
        #expect(server.requestCount == jobs)
        #expect(achieved >= 0.95 * ideal, "\(jobs) jobs in \(seconds) s: \(achieved) req/s vs ideal \(ideal)")
        print("benchmark: \(jobs) jobs, \(workers) workers, \(delay) s delay: \(String(format: "%.1f", achieved)) req/s, ideal \(ideal), \(String(format: "%.1f", 100 * achieved / ideal)) %, \(server.connectionsAccepted) connections")
    }
}
