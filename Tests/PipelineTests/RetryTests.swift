import Foundation
import Testing
@testable import Pipeline
import Queue
import Store
import TestSupport

/// `retry` against a real queue directory and SQLite file: failed jobs go back as new attempts.
@Suite struct RetryTests: QueueWorkspace {
    let directory = TemporaryDirectory()

    @Test func failedJobsGoBackAsNewAttemptsAndSucceed() throws {
        try drop("a.json", job(extra: #""id": "a", "language": "uk-UA", "area": "astral""#))
        try drop("b.json", job(extra: #""id": "b", "language": "uk-UA", "area": "career""#))
        try drop("c.json", Data("{".utf8))
        #expect(try run().failed == 2)
        let retrier = try Retrier(queuePath: queue.root, databasePath: databasePath)
        let dry = try retrier.retry(codes: ["unknown_area"], since: nil, dryRun: true)
        #expect(dry.map(\.state) == [.wouldRequeue] && dry.first?.claim.originalName == "a.json")
        #expect(try queue.names(in: .incoming).isEmpty)
        let done = try retrier.retry(codes: [], since: "2000-01-01", dryRun: false)
        #expect(Set(done.map(\.claim.originalName)) == ["a.json", "c.json"] && done.allSatisfy { $0.state == .requeued })
        #expect(try queue.names(in: .incoming).sorted() == ["a.json", "c.json"])
        #expect(try queue.names(in: .failed).isEmpty)  // sidecars went with them
        let store = try ReportStore(path: databasePath)
        #expect(try store.summary().failed == 0)
        // The failed attempts stay on record; a second retry finds nothing more to do.
        #expect(try store.database.scalarInt("SELECT COUNT(*) FROM claims WHERE retried_at IS NOT NULL") == 2)
        #expect(try retrier.retry(codes: [], since: nil, dryRun: false).isEmpty)
    }

    @Test func aJobWhoseNameIsAlreadyInTheInboxStaysWhereItIs() throws {
        try drop("a.json", Data("{".utf8))
        _ = try run()
        try drop("a.json", job(extra: #""id": "a", "language": "uk-UA", "area": "career""#))
        let outcomes = try Retrier(queuePath: queue.root, databasePath: databasePath).retry(codes: [], since: nil, dryRun: false)
        #expect(outcomes.map(\.state) == [.alreadyQueued])
        #expect(try queue.names(in: .failed).count == 2)
        #expect(try ReportStore(path: databasePath).summary().failed == 1)
    }
}
