import Foundation
import Synchronization
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
@Suite struct LLMPipelineTests: QueueWorkspace {
    let directory = TemporaryDirectory()
    let root = BuiltProducts.packageRoot(from: #filePath)
    let key = "sk-test-secret-0123456789"
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

    func run(against server: LoopbackServer, _ settings: [String: String] = [:], language: Language? = nil) throws -> (RunSummary, String) {
        try queue.prepare()
        var job = String(decoding: try example, as: UTF8.self)
        if let language { job = job.replacingOccurrences(of: "\"uk-UA\"", with: "\"\(language.code)\"") }
        try Data(job.utf8).write(to: URL(fileURLWithPath: queue.path(.incoming, "olena-uk.json")))
        let environment = [
            "ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path,
            "ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path,
            "ASTROSVITLA_LLM_URL": server.baseURL, "ASTROSVITLA_LLM_KEY": key, "ASTROSVITLA_LLM_MODEL": "gpt-4o-mini",
            "ASTROSVITLA_LLM_BACKOFF_INITIAL": "0.01", "ASTROSVITLA_LLM_BACKOFF_MAX": "0.02",
        ].merging(settings) { _, setting in setting }
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
        #expect(report.content.promptTokens == 1200 && report.content.completionTokens == 900 && (report.content.costUSD ?? 0) > 0 && report.content.httpAttempts == 1 && !report.content.corrected)
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

    /// The answer with the Sun's sign in its key influence swapped for another sign, in the language's own form
    /// ("Сонце в Рибах" for «Сонце в Овні»): what a small model slips into.
    func answerWithTheSunMoved(in language: Language) throws -> String {
        let environment = ["ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path]
        let localizer = try ProcessorFactory.renderer(environment: environment.merging(
            ["ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path]) { $1 }).localizer
        func sun(in sign: String) throws -> String {
            try localizer.lookup("pattern.planet_in_sign", language: language, args: [.term("planet.sun"), .term("sign.\(sign)")])
        }
        var report = try JSONDecoder().decode(AppReport.self, from: Data(try answer(in: language).utf8))
        let index = try #require(report.keyInfluences.firstIndex { $0.contains(try! sun(in: "aries")) }, "\(language)")
        report.keyInfluences[index] = report.keyInfluences[index].replacingOccurrences(of: try sun(in: "aries"), with: try sun(in: "pisces"))
        return String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    }

    /// An answer that moves the Sun gets one corrective retry naming the truth; a second such answer fails the job
    /// with its own code and nothing is stored, in every language.
    @Test(arguments: Localization.Language.allCases)
    func anAnswerThatContradictsTheChartIsNeverStored(language: Localization.Language) throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try answerWithTheSunMoved(in: language)))
        let (summary, _) = try run(against: server, language: language)
        #expect(summary.failed == 1 && server.requestCount == 2)
        let retry = try #require(server.received.last?.jsonBody?["messages"] as? [[String: Any]])
        #expect((retry.last?["content"] as? String)?.contains("The Sun is in Aries, not in Pisces") == true, "\(language)")
        let store = try ReportStore(path: databasePath)
        #expect(try store.summary().failuresByCode == ["llm_fact_mismatch": 1] && (try store.reports()).isEmpty)
    }

    @Test func aContradictionCorrectedOnRetryIsStoredAsCorrected() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try answer(in: .uk)))
        server.enqueue(.chat(content: try answerWithTheSunMoved(in: .uk)))
        let (summary, logs) = try run(against: server)
        #expect(summary.succeeded == 1 && server.requestCount == 2)
        #expect(logs.contains("\"fact_claims\":") && !logs.contains("Рибах"))
        let store = try ReportStore(path: databasePath)
        let report = try #require(try store.reports().first)
        #expect(report.content.corrected && report.content.languageCode == "uk" && (report.content.factClaims ?? 0) > 10)
        let summary2 = try store.summary()
        #expect(summary2.factCheckedReports == 1 && summary2.factCheckedCorrected == 1 && summary2.factClaims == report.content.factClaims)
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

    /// An outage fails nothing: past the outage wait the job goes back to the inbox and the run says why.
    @Test func aServerThatStaysDownLeavesTheJobQueuedInsteadOfFailingIt() throws {
        let server = try LoopbackServer(defaultReply: .error(status: 503, headers: ["retry-after-ms": "10"]))
        let (summary, logs) = try run(against: server, ["ASTROSVITLA_LLM_OUTAGE_WAIT": "0.3", "ASTROSVITLA_LLM_OUTAGE_PROBE": "0.02"])
        #expect(summary.failed == 0 && summary.succeeded == 0 && summary.released == 1)
        #expect(summary.outage?.contains("has not answered") == true)
        #expect(try queue.names(in: .incoming) == ["olena-uk.json"])
        #expect(server.requestCount >= 6)  // two jobs' worth of the client's 3 attempts opened the breaker, then probes
        #expect(try ReportStore(path: databasePath).summary().failuresByCode.isEmpty)
        #expect(logs.contains(#""event":"backend_unavailable""#))
    }

    /// Connection failures and 5xx open the breaker; the probe that gets an answer closes it and the job is
    /// written as if nothing had happened.
    @Test func anOutageThatEndsFailsNothing() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try answer(in: .uk)))
        server.enqueue(.error(status: 503), .resetMidBody(then: .error(status: 500)), .error(status: 502),
                       .error(status: 503), .error(status: 503), .error(status: 429, headers: ["retry-after-ms": "5"]))
        let (summary, _) = try run(against: server, ["ASTROSVITLA_LLM_OUTAGE_WAIT": "30", "ASTROSVITLA_LLM_OUTAGE_PROBE": "0.02"])
        #expect(summary.succeeded == 1 && summary.failed == 0 && summary.outage == nil)
        #expect(server.requestCount == 7)
        #expect(try ReportStore(path: databasePath).reports().first?.content.languageCode == "uk")
    }
}

final class LockedLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var joined: String { lines.withLock { $0.joined(separator: "\n") } }
}
