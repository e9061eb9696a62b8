import Chart
import Ephemeris
import Foundation
import Synchronization
import Report
import Testing
@testable import Pipeline
import Queue
import Store
import TestSupport

/// A processor that counts how often each job ran (the seam is ours: the runner is under test).
final class CountingProcessor: JobProcessor, Sendable {
    private let counts = Mutex<[String: Int]>([:])
    var calls: [String: Int] { counts.withLock { $0 } }

    func validate(_ request: JobRequest) throws(JobError) {}

    func process(_ request: JobRequest) throws(JobError) -> GeneratedReport {
        counts.withLock { $0[request.id, default: 0] += 1 }
        var envelope = Self.envelope
        envelope.request.area = request.area
        return GeneratedReport(jobID: request.id, requestedLanguage: request.language, languageFellBack: false,
                               envelope: envelope, markdown: "# \(request.id)", output: BackendOutput(report: envelope.report))
    }

    /// One real chart and a minimal report, computed once: the runner is under test, not the writer.
    static let envelope: ReportEnvelope = {
        let chart = try! ChartCalculator(provider: Ephemeris.bundled()).chart(for: ChartInput(
            time: UniversalTime(unixSeconds: 638_361_000), latitude: 50.45, longitude: 30.52))
        let request = ReportRequest(name: "", area: .career, language: .en, birth: BirthLabels(
            date: "1990-03-25", time: "14:30", place: nil, timeZone: "Europe/Kyiv", latitude: 50.45, longitude: 30.52))
        let report = AppReport(summary: "s", keyInfluences: [], detailedAnalysis: "d", recommendations: [], shareContent: ShareContent(
            condensedSummary: "c", topInfluences: [], topRecommendations: [], analysisHighlights: []))
        return ReportEnvelope(request: request, report: report, chart: chart,
                              generation: GenerationMetadata(backend: "offline", templateVersion: "t", glossaryVersion: "g"))
    }()
}

@Suite struct RunnerTests: QueueWorkspace {
    let directory = TemporaryDirectory()

    @Test func everyJobEndsInDoneWithOneReport() throws {
        for index in 0..<40 { try drop("job-\(index).json") }
        let processor = CountingProcessor()
        let summary = try run(processor, concurrency: 4)
        #expect(summary.succeeded == 40 && summary.failed == 0)
        #expect(processor.calls.count == 40 && processor.calls.values.allSatisfy { $0 == 1 })
        #expect(queue.count(.done) == 40 && queue.count(.incoming) == 0 && queue.count(.processing) == 0)
        #expect(try ReportStore(path: databasePath).reports().count == 40)
    }

    @Test func aBadJobFailsWithItsBytesIntactAndTheRunnerGoesOn() throws {
        let junk = Data([0x7B, 0x00, 0xFF, 0x13])
        try drop("junk.json", junk)
        try drop("good.json")
        let summary = try run(CountingProcessor())
        #expect(summary.succeeded == 1 && summary.failed == 1)
        let failed = try queue.names(in: .failed)
        let jobFile = try #require(failed.first { !$0.hasSuffix(".reason.json") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: queue.path(.failed, jobFile))) == junk)
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: queue.path(.failed, QueueDirectory.sidecarName(for: jobFile))))) as? [String: Any]
        #expect(sidecar?["code"] as? String == "not_utf8")
        #expect(sidecar?["file"] as? String == "junk.json")
        #expect(sidecar?["attempts"] as? Int == 1)
        #expect(sidecar?["claimedAt"] is String && sidecar?["failedAt"] is String)
    }

    @Test func aSymlinkInTheInboxIsFailedNotFollowed() throws {
        let secret = try directory.write("secret.json", String(decoding: job(), as: UTF8.self))
        try queue.prepare()
        try FileManager.default.createSymbolicLink(atPath: queue.path(.incoming, "link.json"), withDestinationPath: secret)
        let summary = try run(CountingProcessor())
        #expect(summary.failed == 1)
        #expect(try ReportStore(path: databasePath).summary().failuresByCode == ["not_regular_file": 1])
        #expect(FileManager.default.fileExists(atPath: secret))
    }

    @Test func nonJSONFilesAreLeftAlone() throws {
        try drop("readme.txt", Data("hello".utf8))
        let summary = try run(CountingProcessor())
        #expect(summary.finished == 0)
        #expect(FileManager.default.fileExists(atPath: queue.path(.incoming, "readme.txt")))
    }

    @Test func aTenMegabyteFileFailsUnread() throws {
        try drop("huge.json", Data(repeating: 0x20, count: 10 << 20))
        let summary = try run(CountingProcessor())
        #expect(summary.failed == 1)
        #expect(try ReportStore(path: databasePath).summary().failuresByCode == ["file_too_large": 1])
    }

    @Test func aSecondJobWithTheSameIdFailsUnlessItAsksToRegenerate() throws {
        try drop("olena.json")
        _ = try run(CountingProcessor())
        try drop("copy.json", job(extra: #""id": "olena", "language": "de", "area": "career""#))
        #expect(try run(CountingProcessor()).failed == 1)
        try drop("olena+regenerate-1.json", job(extra: #""language": "de", "area": "career""#))
        #expect(try run(CountingProcessor()).succeeded == 1)
        let reports = try ReportStore(path: databasePath).reports(ReportFilter(jobID: "olena"))
        #expect(reports.map(\.generation) == [2, 1])
    }

    @Test func twoRunnersAtOnceNeverProcessAJobTwice() throws {
        for index in 0..<200 { try drop("job-\(index).json") }
        let processor = CountingProcessor()
        let group = DispatchGroup()
        let config = configuration(concurrency: 2)
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                _ = try? Runner(configuration: config, processor: processor, logger: .silent).run()
            }
        }
        group.wait()
        #expect(processor.calls.count == 200)
        #expect(processor.calls.values.allSatisfy { $0 == 1 })
        #expect(try ReportStore(path: databasePath).reports().count == 200)
        #expect(queue.count(.done) == 200)
    }

    @Test func watchModePicksUpNewJobsUntilAskedToStop() throws {
        try queue.prepare()
        var config = configuration()
        config.watch = true
        config.pollInterval = 0.02
        let processor = CountingProcessor()
        let runner = Runner(configuration: config, processor: processor, logger: .silent)
        let finished = DispatchSemaphore(value: 0)
        let summary = Mutex<RunSummary?>(nil)
        Thread.detachNewThread {
            let result = try? runner.run()
            summary.withLock { $0 = result }
            finished.signal()
        }
        try drop("late.json")
        let deadline = Date().addingTimeInterval(10)
        while processor.calls["late"] == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        runner.requestStop()
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(summary.withLock { $0 }?.succeeded == 1)
        #expect(queue.count(.done) == 1)
    }
}
