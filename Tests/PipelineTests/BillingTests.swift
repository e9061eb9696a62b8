import Foundation
@testable import Pipeline
import Queue
import Report
import Store
import Synchronization
import Testing
import TestSupport

/// A processor that takes a while, so two workers hold their jobs at the same time.
final class SlowCountingProcessor: JobProcessor, Sendable {
    let counting = CountingProcessor()
    func validate(_ request: JobRequest) throws(JobError) {}
    func process(_ request: JobRequest) throws(JobError) -> GeneratedReport {
        Thread.sleep(forTimeInterval: 0.4)
        return try counting.process(request)
    }
}

/// Nothing billed twice, nothing unrecorded (issue 21, item 6), on the synchronous side: one request per job id,
/// one requeue per retry.
@Suite struct BillingTests: QueueWorkspace {
    let directory = TemporaryDirectory()

    func request(id: String) -> Data { job(extra: #""id": "\#(id)", "language": "uk-UA", "area": "career""#) }

    /// Two files with one id under `-j 2`: both workers found no report yet and both asked the backend.
    @Test func twoFilesWithOneIdUnderTwoWorkersSendOneRequest() throws {
        try drop("a.json", request(id: "same"))
        try drop("b.json", request(id: "same"))
        try drop("c.json", request(id: "other"))
        let processor = SlowCountingProcessor()
        let summary = try run(processor, concurrency: 2)
        #expect(processor.counting.calls == ["same": 1, "other": 1], "\(processor.counting.calls)")
        #expect(summary.succeeded == 2 && summary.failed == 1)
        let store = try ReportStore(path: databasePath)
        let failed = try store.database.rows("SELECT error_code, error_message FROM claims WHERE state = 'failed'") { [$0.string(0), $0.string(1)] }
        #expect(failed.count == 1 && failed[0][0] == "duplicate_id" && failed[0][1].contains("already being processed from"), "\(failed)")
        // A regeneration is its own request: two at once make two generations.
        try drop("same+regenerate-1-a.json", request(id: "same"))
        try drop("same+regenerate-2-b.json", request(id: "same"))
        #expect(try run(processor, concurrency: 2).succeeded == 2)
        #expect(try store.reports(ReportFilter(jobID: "same")).map(\.generation).sorted() == [1, 2, 3])
    }

    /// Two `retry` runs at once: each linked the job back, the second after a runner had taken the first copy,
    /// so it was processed (and billed) twice. Retries now take turns.
    @Test func aSecondRetryWaitsForTheFirst() throws {
        try drop("a.json", Data("{".utf8))
        _ = try run()
        let held = try #require(try QueueLock(queue: queue, .retry))
        let finished = Finished()
        let databasePath = databasePath, root = queue.root
        Thread {
            let outcomes = try? Retrier(queuePath: root, databasePath: databasePath).retry(codes: [], since: nil, dryRun: false)
            finished.set(outcomes?.count ?? -1)
        }.start()
        Thread.sleep(forTimeInterval: 0.4)
        #expect(finished.value == nil, "the second retry did not wait")
        // The first retry (this test, holding the lock) puts the job back and lets go.
        #expect(try queue.unclaim(try #require(queue.names(in: .failed).first { !$0.hasSuffix(".reason.json") }), as: "a.json", from: .failed))
        try ReportStore(path: databasePath).database.execute("UPDATE claims SET retried_at = 'now'")
        held.release()
        let deadline = Date().addingTimeInterval(10)
        while finished.value == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(finished.value == 0)
        #expect(try queue.inbox() == ["a.json"])
    }

    /// A retry killed after linking the file back and before removing it from failed/; a runner took the copy in
    /// the inbox meanwhile. The next retry linked it back a second time.
    @Test func aRetryCutShortIsFinishedWithoutQueueingTheJobAgain() throws {
        try drop("a.json", Data("{".utf8))
        _ = try run()
        let key = try #require(try queue.names(in: .failed).first { !$0.hasSuffix(".reason.json") })
        #expect(link(queue.path(.failed, key), queue.path(.processing, "a.claim-runner-9.json")) == 0)  // linked back, then claimed
        let outcomes = try Retrier(queuePath: queue.root, databasePath: databasePath).retry(codes: [], since: nil, dryRun: false)
        #expect(outcomes.map(\.state) == [.requeued])
        #expect(try queue.inbox().isEmpty && queue.names(in: .failed).isEmpty)
        #expect(try queue.names(in: .processing) == ["a.claim-runner-9.json"])
    }
}

/// What a background thread found.
final class Finished: Sendable {
    private let result = Mutex<Int?>(nil)
    var value: Int? { result.withLock { $0 } }
    func set(_ value: Int) { result.withLock { $0 = value } }
}
