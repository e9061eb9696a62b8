import Ephemeris
import Foundation
import JSON
import Localization
@testable import Pipeline
import Queue
import Report
import Store
import Support
import Testing
import TestSupport
import TimeZones

/// `run --batch` end to end: real libcurl to a loopback server that speaks the Batch API (multipart uploads,
/// batches walking through their statuses, output in another order, error files, expiry, failure, cancel),
/// a real queue directory and SQLite file.
@Suite struct BatchModeTests: QueueWorkspace {
    let directory = TemporaryDirectory()
    let root = BuiltProducts.packageRoot(from: #filePath)

    /// The offline writer's report for the example chart in each language: what a good model answers.
    static let answers: [Language: String] = {
        let root = BuiltProducts.packageRoot(from: #filePath)
        let environment = ["ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path,
                           "ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path]
        let renderer = try! ProcessorFactory.renderer(environment: environment)
        let example = try! Data(contentsOf: root.appendingPathComponent("jobs/examples/olena-uk.json"))
        var sample = try! SampleJob.load(example, fileName: "olena-uk.json", zones: TimeZoneDatabase(), ephemeris: try! Ephemeris.bundled())
        return Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
            sample.request.language = language
            let report = OfflineReportWriter(localizer: renderer.localizer).write(chart: sample.chart, request: sample.request).report
            return (language, String(decoding: try! JSONEncoder().encode(report), as: UTF8.self))
        })
    }()

    /// A chat completion body with `content` and a usage block (600 of the 1 000 prompt tokens from the cache).
    static func completion(_ content: String) -> String {
        JSONValue.object([
            ("id", "chatcmpl-batch"), ("object", "chat.completion"), ("created", 1_795_000_000), ("model", "gpt-4o-mini-2024-07-18"),
            ("choices", [["index": 0, "finish_reason": "stop", "message": ["role": "assistant", "content": .string(content)]]]),
            ("usage", ["prompt_tokens": 1000, "completion_tokens": 800, "total_tokens": 1800, "prompt_tokens_details": ["cached_tokens": 600]]),
        ]).serialized()
    }

    /// Answers every request in the language its metadata names.
    static func goodAnswer(_ body: JSONValue) -> (status: Int, body: String) {
        let language = Language(rawValue: body["metadata"]?["language"]?.string ?? "") ?? .en
        return (200, completion(answers[language]!))
    }

    func job(_ id: String, _ language: Language) throws -> Data { try ExampleJob.data(id: id, language: language) }

    func environment(_ server: BatchServer, _ settings: [String: String] = [:]) -> [String: String] {
        [
            "ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path,
            "ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path,
            "ASTROSVITLA_LLM_URL": server.baseURL, "ASTROSVITLA_LLM_KEY": "sk-batch-secret-42", "ASTROSVITLA_LLM_MODEL": "gpt-4o-mini",
            "ASTROSVITLA_LLM_BACKOFF_INITIAL": "0.01", "ASTROSVITLA_LLM_BACKOFF_MAX": "0.02",
        ].merging(settings) { _, setting in setting }
    }

    @discardableResult
    func batchRun(_ server: BatchServer, _ settings: [String: String] = [:], maxAttempts: Int = 3, orphanAfter: Double = 600,
                  logs: LockedLines = LockedLines()) throws -> RunSummary {
        var configuration = configuration()
        configuration.maxAttempts = maxAttempts
        return try BatchRunner(configuration: configuration, environment: environment(server, settings), logger: EventLog { logs.append($0) },
                               orphanAfter: orphanAfter).run()
    }

    func dropJobs(_ count: Int) throws {
        for index in 0..<count {
            let language = Language.allCases[index % Language.allCases.count]
            try drop(String(format: "job-%04d.json", index), try job(String(format: "job-%04d", index), language))
        }
    }

    func store() throws -> ReportStore { try ReportStore(path: databasePath) }

    static func server(_ script: (inout BatchServer.Script) -> Void = { _ in }) throws -> BatchServer {
        let server = try BatchServer(answer: goodAnswer)
        var steps = BatchServer.Script()
        steps.steps = ["validating"]
        script(&steps)
        server.script = steps
        return server
    }

    @Test func aBatchRunSendsTheInboxAndTheNextStoresEveryReportInItsLanguageAtTheBatchPrice() throws {
        let server = try Self.server()
        try dropJobs(13)
        let sent = try batchRun(server)
        #expect(sent.batches?.submitted == 1 && sent.batches?.requests == 13 && sent.succeeded == 0)
        #expect(try queue.inbox().isEmpty && queue.count(.processing) == 13)
        let open = try store().batches(openOnly: true)
        #expect(open.count == 1 && open.first?.batchID == server.batchIDs.first && open.first?.requests == 13)
        // The input: one JSONL line per claim, the same body a synchronous call sends, uploaded as multipart.
        let upload = try #require(server.http.received.first { $0.path == "/v1/files" })
        #expect(upload.headers["content-type"]?.hasPrefix("multipart/form-data; boundary=") == true)
        let fields = BatchServer.formFields(upload.body, boundary: String(upload.headers["content-type"]!.split(separator: "=").last!))
        #expect(fields["purpose"].map { String(decoding: $0.data, as: UTF8.self) } == "batch")
        let lines = try #require(fields["file"]).data.split(separator: UInt8(ascii: "\n")).map { try JSONParser.parse(String(decoding: $0, as: UTF8.self)) }
        #expect(lines.count == 13)
        let claims = try Set(queue.names(in: .processing))
        #expect(Set(lines.compactMap { $0["custom_id"]?.string }) == claims)
        #expect(lines.allSatisfy { $0["method"]?.string == "POST" && $0["url"]?.string == "/v1/chat/completions" })
        #expect(Set(lines.compactMap { $0["body"]?["metadata"]?["language"]?.string }) == Set(Language.allCases.map(\.code)))
        let create = try #require(server.http.received.first { $0.path == "/v1/batches" && $0.method == "POST" })
        let body = try JSONParser.parse(String(decoding: create.body, as: UTF8.self))
        #expect(body["completion_window"]?.string == "24h" && body["endpoint"]?.string == "/v1/chat/completions")
        #expect(body["metadata"]?["astrosvitla_batch"]?.string == open.first?.localID)

        let collected = try batchRun(server)
        #expect(collected.succeeded == 13 && collected.failed == 0 && collected.batches?.settled == 1 && collected.batches?.open == 0)
        let reports = try store().reports()
        #expect(reports.count == 13)
        #expect(Set(reports.map(\.content.languageCode)) == Set(Language.allCases.map(\.code)))
        for report in reports {
            #expect(report.content.batched && report.content.promptTokens == 1000 && report.content.cachedTokens == 600)
            // gpt-4o-mini at half price: 400 × $0.075 + 600 × $0.0375 + 800 × $0.30 per million.
            #expect(abs((report.content.costUSD ?? 0) - 0.0002925) < 1e-12)
        }
        #expect(queue.count(.done) == 13 && queue.count(.processing) == 0)
        let summary = try store().summary()
        #expect(summary.batchedReports == 13 && abs(summary.batchedCostUSD - 13 * 0.0002925) < 1e-9)
        // The provider keeps no birth data once the answers are in.
        #expect(server.fileCount == 0)
    }

    /// A deploy between submit and collect (new prompt templates) neither rejects the answers nor records the
    /// new version: each request is judged and stored by the prompt it was sent with.
    @Test func answersAreJudgedAndRecordedByThePromptTheyWereSentWith() throws {
        let server = try Self.server()
        try dropJobs(2)
        try batchRun(server)
        let deployed = directory.url.appendingPathComponent("Templates-next")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Templates"), to: deployed)
        let user = deployed.appendingPathComponent("prompt.user.tmpl")
        try (String(contentsOf: user, encoding: .utf8) + "\nA line added by the next deploy.\n").write(to: user, atomically: true, encoding: .utf8)
        let sentVersion = try TemplateLoader(directory: root.appendingPathComponent("Templates")).load().promptVersion
        let newVersion = try TemplateLoader(directory: deployed).load().promptVersion
        #expect(sentVersion != newVersion)
        let collected = try batchRun(server, ["ASTROSVITLA_TEMPLATES": deployed.path])
        #expect(collected.succeeded == 2)
        #expect(try store().reports().allSatisfy { $0.content.promptVersion == sentVersion })
    }

    @Test func aSynchronousRunnerLeavesJobsWaitingInABatchAlone() throws {
        let server = try Self.server { $0.steps = ["validating", "in_progress"] }
        try dropJobs(3)
        try batchRun(server)
        var configuration = configuration()
        configuration.leaseSeconds = 0.001  // every lease long expired: only the batch keeps the claims
        Thread.sleep(forTimeInterval: 0.01)
        let synchronous = try Runner(configuration: configuration, processor: CountingProcessor(), logger: .silent).run()
        #expect(synchronous.finished == 0 && synchronous.recovered == 0)
        #expect(queue.count(.processing) == 3)
        #expect(try batchRun(server).succeeded == 0)  // in_progress
        #expect(try batchRun(server).succeeded == 3)
    }

    @Test func anExpiredBatchStoresWhatItAnsweredAndPutsTheRestBackForTheNextBatch() throws {
        let server = try Self.server { $0.end = .expired(answered: 2) }
        try dropJobs(5)
        try batchRun(server)
        server.script = { var script = BatchServer.Script(); script.steps = ["validating"]; return script }()
        let collected = try batchRun(server)
        // Collected first (2 stored, 3 back in the inbox), then the 3 are sent again in a new batch.
        #expect(collected.succeeded == 2 && collected.released == 3 && collected.batches?.submitted == 1 && collected.batches?.requests == 3)
        #expect(try batchRun(server).succeeded == 3)
        #expect(try store().reports().count == 5 && server.batchIDs.count == 2)
    }

    @Test func aFailedBatchPutsItsJobsBackUntilTheAttemptsRunOut() throws {
        let server = try Self.server { $0.end = .failed(message: "line 1: bad body") }
        try dropJobs(2)
        try batchRun(server, maxAttempts: 2)
        let first = try batchRun(server, maxAttempts: 2)  // settles batch 1 (jobs back), sends batch 2
        #expect(first.released == 2 && first.failed == 0)
        let second = try batchRun(server, maxAttempts: 2)  // batch 2 failed too: 2 batches is the limit
        #expect(second.failed == 2 && second.released == 0)
        #expect(try store().summary().failuresByCode == ["llm_batch_failed": 2])
        #expect(try store().batches(openOnly: false).first?.message?.contains("line 1: bad body") == true)
    }

    @Test func errorFileLinesFailOrRequeueByTheirStatus() throws {
        let server = try Self.server { $0.errorLines = [0: 500, 1: 400] }
        try dropJobs(3)
        try batchRun(server)
        let collected = try batchRun(server, ["ASTROSVITLA_LLM_BATCH_SIZE": "1"])
        #expect(collected.succeeded == 1 && collected.failed == 1 && collected.released == 1)
        #expect(try store().summary().failuresByCode == ["llm_http_400": 1])
    }

    @Test func aPollAnsweredWithA500IsAskedAgain() throws {
        let server = try Self.server()
        try dropJobs(2)
        try batchRun(server)
        server.failNextPolls(2)
        #expect(try batchRun(server).succeeded == 2)
    }

    /// The run died after the provider created the batch and before it was recorded: the next run finds it by its
    /// metadata and never creates (or pays for) a second one.
    @Test func aBatchCreatedButNotRecordedIsFoundByItsMetadata() throws {
        let server = try Self.server()
        try dropJobs(4)
        try batchRun(server)
        let local = try #require(try store().batches(openOnly: true).first)
        // As if the crash came between the provider's answer and its recording.
        _ = try store().database.execute("UPDATE batches SET batch_id = NULL, status = 'creating' WHERE local_id = ?", [local.localID])
        let logs = LockedLines()
        let collected = try batchRun(server, logs: logs)
        #expect(logs.joined.contains(#""event":"batch_found""#))
        #expect(collected.succeeded == 4 && server.batchIDs.count == 1)
        #expect(try store().reports().count == 4)
    }

    /// The run died after recording the batch and before creating it: once `orphanAfter` has passed without a
    /// trace at the provider, its jobs go back and are sent in a new batch, without counting an attempt.
    @Test func aBatchNeverCreatedGivesItsJobsBack() throws {
        let server = try Self.server()
        try dropJobs(3)
        try batchRun(server)
        let local = try #require(try store().batches(openOnly: true).first)
        _ = try store().database.execute("UPDATE batches SET batch_id = NULL, status = 'creating' WHERE local_id = ?", [local.localID])
        // Its twin at the provider never existed: a fresh server knows no batch.
        let fresh = try Self.server()
        let young = try batchRun(fresh)
        #expect(young.batches?.submitted == 0 && queue.count(.processing) == 3)  // too young to conclude anything
        let old = try batchRun(fresh, orphanAfter: 0)
        #expect(old.released == 3 && old.batches?.submitted == 1 && fresh.batchIDs.count == 1)
        #expect(try store().batches(openOnly: false).contains { $0.localID == local.localID && $0.status == "abandoned" })
        #expect(try batchRun(fresh).succeeded == 3)
    }

    @Test func anAnswerInTheWrongLanguageGetsOneSynchronousCorrection() throws {
        let server = try BatchServer { body in
            // The batch answers in Russian; the corrective retry (three messages after the system one) in Ukrainian.
            let corrective = (body["messages"]?.array?.count ?? 0) > 2
            return (200, Self.completion(Self.answers[corrective ? .uk : .ru]!))
        }
        server.script = { var script = BatchServer.Script(); script.steps = ["validating"]; return script }()
        try drop("olena.json", try job("olena", .uk))
        try batchRun(server)
        let collected = try batchRun(server)
        #expect(collected.succeeded == 1 && collected.batches?.corrections == 1)
        let report = try #require(try store().reports().first)
        #expect(report.content.languageCode == "uk" && report.content.corrected && report.content.batched)
        #expect(report.content.promptTokens == 2000 && report.content.httpAttempts == 2)
        // The batch answer at half price plus the synchronous retry at full price.
        #expect(abs((report.content.costUSD ?? 0) - (0.0002925 + 0.000585)) < 1e-12)
        #expect(server.http.received.contains { $0.path == "/v1/chat/completions" })
    }

    @Test func aCorrectionCanWaitForTheNextBatch() throws {
        let server = try BatchServer { body in
            let corrective = (body["messages"]?.array?.count ?? 0) > 2
            return (200, Self.completion(Self.answers[corrective ? .de : .fr]!))
        }
        server.script = { var script = BatchServer.Script(); script.steps = ["validating"]; return script }()
        try drop("jonas.json", try job("jonas", .de))
        let settings = ["ASTROSVITLA_LLM_BATCH_CORRECTIONS": "batch"]
        try batchRun(server, settings)
        let second = try batchRun(server, settings)
        #expect(second.succeeded == 0 && second.batches?.corrections == 1 && second.batches?.submitted == 1)
        let third = try batchRun(server, settings)
        #expect(third.succeeded == 1)
        let report = try #require(try store().reports().first)
        #expect(report.content.corrected && abs((report.content.costUSD ?? 0) - 2 * 0.0002925) < 1e-12)
        #expect(!server.http.received.contains { $0.path == "/v1/chat/completions" })
    }

    @Test func aCancelledBatchPutsItsJobsBack() throws {
        let server = try Self.server { $0.steps = ["validating", "in_progress", "in_progress"] }
        try dropJobs(2)
        try batchRun(server)
        let local = try #require(try store().batches(openOnly: true).first)
        let cancelled = try BatchDesk(databasePath: databasePath).cancel(try #require(local.batchID), environment: environment(server))
        #expect(cancelled.status == "cancelling")
        let collected = try batchRun(server)
        #expect(collected.released == 2 && collected.batches?.settled == 1)
        #expect(try store().batches(openOnly: false).first { $0.localID == local.localID }?.status == "settled")
    }

    @Test func oneBatchRunAtATime() throws {
        let server = try Self.server()
        try queue.prepare()
        let lock = try #require(try QueueLock(queue: queue, .batch))
        defer { lock.release() }
        let summary = try batchRun(server)
        #expect(summary.outage?.contains("another `run --batch`") == true)
    }

    /// 500 jobs in 13 languages through batch mode, in batches of 200: each job ends exactly once, in its
    /// language, with its tokens and the batch price.
    @Test func fiveHundredJobsGoThroughBatchModeExactlyOnce() throws {
        let server = try Self.server()
        try dropJobs(500)
        let sent = try batchRun(server, ["ASTROSVITLA_LLM_BATCH_SIZE": "200"])
        #expect(sent.batches?.submitted == 3 && sent.batches?.requests == 500)
        let collected = try batchRun(server)
        #expect(collected.succeeded == 500 && collected.failed == 0 && collected.batches?.settled == 3)
        let reports = try store().reports()
        #expect(reports.count == 500 && Set(reports.map(\.content.jobID)).count == 500)
        for report in reports {
            let index = Int(report.content.jobID.dropFirst(4))!
            #expect(report.content.languageCode == Language.allCases[index % 13].code)
        }
        let summary = try store().summary()
        #expect(summary.promptTokens == 500_000 && summary.cachedTokens == 300_000 && summary.completionTokens == 400_000)
        #expect(abs(summary.costUSD - 500 * 0.0002925) < 1e-9)
        #expect(try queue.count(.done) == 500 && queue.count(.processing) == 0 && queue.inbox().isEmpty)
    }
}
