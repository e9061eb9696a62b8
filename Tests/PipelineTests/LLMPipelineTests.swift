import Foundation
import Support
import Testing
@testable import Pipeline
import Localization
import Queue
import Report
import Store
import TestSupport
import TimeZones
import Ephemeris

/// Jobs through the runner with the LLM backend: real libcurl to a loopback Chat Completions server.
@Suite struct LLMPipelineTests {
    let directory = TemporaryDirectory()
    let root = BuiltProducts.packageRoot(from: #filePath)
    let key = "sk-test-secret-0123456789"
    var queue: QueueDirectory { QueueDirectory(root: directory.url.appendingPathComponent("jobs").path) }
    var databasePath: String { directory.url.appendingPathComponent("db.sqlite").path }
    var example: Data { get throws { try Data(contentsOf: root.appendingPathComponent("jobs/examples/olena-uk.json")) } }

    /// The offline writer's report for the example chart in `language`: a valid answer a model could give.
    func answer(in language: Language) throws -> String {
        let environment = ["ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path,
                           "ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path]
        let renderer = try ProcessorFactory.renderer(environment: environment)
        var sample = try SampleJob.load(try example, fileName: "olena-uk.json", zones: TimeZoneDatabase(), ephemeris: try Ephemeris.bundled())
        sample.request.language = language
        let report = OfflineReportWriter(localizer: renderer.localizer).write(chart: sample.chart, request: sample.request).report
        return String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    }

    func run(against server: LoopbackServer) throws -> (RunSummary, String) {
        try queue.prepare()
        try example.write(to: URL(fileURLWithPath: queue.path(.incoming, "olena-uk.json")))
        let environment = [
            "ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path,
            "ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path,
            "ASTROSVITLA_LLM_URL": server.baseURL, "ASTROSVITLA_LLM_KEY": key, "ASTROSVITLA_LLM_MODEL": "gpt-4o-mini",
            "ASTROSVITLA_LLM_BACKOFF_INITIAL": "0.01", "ASTROSVITLA_LLM_BACKOFF_MAX": "0.02",
        ]
        let lines = LockedLines()
        let processor = try ProcessorFactory.processor(backend: .llm, environment: environment)
        let summary = try Runner(configuration: RunnerConfiguration(queue: queue, databasePath: databasePath), processor: processor,
                                 logger: EventLog { lines.append($0) }).run()
        return (summary, lines.joined)
    }

    @Test func aValidAnswerIsStoredWithItsLanguageTokensAndCost() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try answer(in: .uk), promptTokens: 1200, completionTokens: 900))
        let (summary, _) = try run(against: server)
        #expect(summary.succeeded == 1)
        let report = try #require(try ReportStore(path: databasePath).reports().first)
        #expect(report.content.languageCode == "uk" && report.content.backend == "llm" && report.content.model == "gpt-4o-mini")
        #expect(report.content.promptTokens == 1200 && report.content.completionTokens == 900 && report.content.costUSD > 0)
        let body = try #require(server.received.first?.jsonBody)
        #expect((body["metadata"] as? [String: String]) == ["language": "uk", "job_id": "olena-uk"])
        let system = ((body["messages"] as? [[String: Any]])?.first?["content"] as? String) ?? ""
        #expect(system.contains("Ukrainian (українська)"))
        #expect(server.requestCount == 1)
    }

    @Test func anAnswerInTheWrongLanguageGetsOneCorrectiveRetryThenTheJobFails() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try answer(in: .ru)))
        let (summary, _) = try run(against: server)
        #expect(summary.failed == 1)
        #expect(server.requestCount == 2)
        let summary2 = try ReportStore(path: databasePath).summary()
        #expect(summary2.failuresByCode == ["llm_wrong_language": 1])
        // Both billed calls count, though no report was stored (the server reports 100 + 200 tokens a call).
        #expect(summary2.promptTokens == 200 && summary2.completionTokens == 400 && summary2.costUSD > 0)
    }

    @Test func aRejectedKeyFailsTheJobAndTheKeyIsNowhere() throws {
        let server = try LoopbackServer(defaultReply: .error(status: 401, type: "invalid_request_error", code: "invalid_api_key"))
        let (summary, logs) = try run(against: server)
        #expect(summary.failed == 1)
        #expect(server.requestCount == 1)  // 401 is never retried
        #expect(server.received.first?.headers["authorization"] == "Bearer \(key)")
        let store = try ReportStore(path: databasePath)
        #expect(try store.summary().failuresByCode == ["llm_http_401": 1])
        let sidecars = try queue.names(in: .failed).filter { $0.hasSuffix(".reason.json") }
        let sidecar = try String(contentsOfFile: queue.path(.failed, try #require(sidecars.first)), encoding: .utf8)
        let wal = (try? Data(contentsOf: URL(fileURLWithPath: databasePath + "-wal"))) ?? Data()
        let database = try Data(contentsOf: URL(fileURLWithPath: databasePath)) + wal
        for place in [sidecar, logs, String(decoding: database, as: UTF8.self)] {
            #expect(!place.contains(key) && !place.contains("0123456789"))
        }
    }

    @Test func aServerThatKeepsFailingIsRetriedAtTheCapThenTheJobFails() throws {
        let server = try LoopbackServer(defaultReply: .error(status: 503, headers: ["retry-after-ms": "10"]))
        let started = Date()
        let (summary, _) = try run(against: server)
        #expect(summary.failed == 1)
        #expect(server.requestCount == 3)  // the configured cap: 3 attempts
        #expect(Date().timeIntervalSince(started) >= 0.02)  // two retry-after waits at least
        #expect(try ReportStore(path: databasePath).summary().failuresByCode == ["llm_server_error": 1])
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var joined: String { lock.withLock { lines.joined(separator: "\n") } }
}
