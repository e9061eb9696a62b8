import Foundation
import JSON
import Support
import Testing
@testable import Pipeline
import Queue
import Store
import TestSupport

/// Erasure on request against a real queue directory and a real SQLite file, after real runs.
@Suite struct ErasureTests: QueueWorkspace {
    let directory = TemporaryDirectory()

    func request(id: String, area: String = "career") -> Data {
        job(extra: #""id": "\#(id)", "language": "uk-UA", "area": "\#(area)""#)
    }

    func files() throws -> [String] {
        try QueueDirectory.Folder.allCases.flatMap { folder in try queue.names(in: folder).map { "\(folder.rawValue)/\($0)" } }.sorted()
    }

    /// Two generations of "olena" (one done, one in the inbox), a failed job and another person's job.
    func populate() throws {
        try drop("olena.json", request(id: "olena"))
        try drop("ivan.json", request(id: "ivan"))
        try drop("broken.json", request(id: "broken", area: "astral"))
        _ = try run()
        try drop("olena+regenerate-1-x.json", request(id: "olena"))
        _ = try run()
        try drop("renamed-by-hand.json", request(id: "olena"))
    }

    @Test func everyTraceOfTheJobGoesAndNothingElse() throws {
        try populate()
        let eraser = try Eraser(queuePath: queue.root, databasePath: databasePath)
        let plan = try eraser.plan(jobIDs: ["olena", "broken"])
        #expect(plan.map(\.reports) == [2, 0] && plan.map(\.claims) == [2, 1])
        #expect(plan[0].files.count == 3 && plan[0].files.contains("incoming/renamed-by-hand.json"))
        #expect(plan[1].files.count == 2 && plan[1].files.allSatisfy { $0.hasPrefix("failed/broken.claim-") })
        _ = try eraser.erase(plan)
        let store = try ReportStore(path: databasePath)
        #expect(try store.reports(ReportFilter()).map(\.content.jobID) == ["ivan"])
        #expect(try store.database.scalarInt("SELECT COUNT(*) FROM claims WHERE job_id IN ('olena', 'broken')") == 0)
        let left = try files()
        #expect(left.count == 1 && left.allSatisfy { $0.hasPrefix("done/ivan") }, "\(left)")
        // The log names no job: only the id's keyed hash, when, and counts.
        let key = try ErasureKey(databasePath: databasePath).load()
        let log = try store.database.rows("SELECT job_id_hash, reports, claims, files, pending_files FROM erasures ORDER BY id") {
            [$0.string(0), String($0.int(1)), String($0.int(2)), String($0.int(3)), $0.optionalString(4) ?? "-"]
        }
        #expect(log == [[ErasureKey.hash(of: "olena", key: key), "2", "2", "3", "-"], [ErasureKey.hash(of: "broken", key: key), "0", "1", "2", "-"]])
        #expect(try store.database.scalarInt("SELECT COUNT(*) FROM erasures WHERE job_id_hash LIKE '%olena%'") == 0)
    }

    @Test func aDryRunRemovesNothing() throws {
        try populate()
        let before = try files()
        let plan = try Eraser(queuePath: queue.root, databasePath: databasePath).plan(jobIDs: ["olena"])
        #expect(plan.first?.reports == 2)
        #expect(try files() == before)
        #expect(try ReportStore(path: databasePath).reports(ReportFilter()).count == 3)
    }

    /// An older version committed the erasure and recorded its files as pending, then died before removing them:
    /// the next run removes them first, so the job in the inbox is never processed again.
    @Test func anErasureCutShortByACrashIsFinishedByTheNextRun() throws {
        try populate()
        let plan = try Eraser(queuePath: queue.root, databasePath: databasePath).plan(jobIDs: ["olena"])
        let database = try ReportStore(path: databasePath).database
        try database.transaction {
            try database.execute("INSERT INTO erasure_authorizations (job_id) VALUES ('olena')")
            try database.execute("DELETE FROM claims WHERE job_id = 'olena'")
            try database.execute("DELETE FROM reports WHERE job_id = 'olena'")
            try database.execute("DELETE FROM erasure_authorizations")
            try database.execute("""
                INSERT INTO erasures (job_id_hash, requested_at, reports, claims, files, pending_files) VALUES ('x', 'now', 2, 2, ?, ?)
                """, [plan[0].files.count, JSONValue.array(plan[0].files.map { .string($0) }).serialized()])
        }
        #expect(try files().contains("incoming/renamed-by-hand.json"))
        let summary = try run()
        #expect(summary.succeeded == 0 && summary.failed == 0)
        #expect(try !files().contains { $0.contains("olena") || $0.contains("renamed") })
        let store = try ReportStore(path: databasePath)
        #expect(try store.pendingErasures().isEmpty)
        #expect(try store.reports(ReportFilter(jobID: "olena")).isEmpty)
    }

    @Test func theDatabaseRefusesADeleteThatDoesNotComeFromErasure() throws {
        try populate()
        let store = try ReportStore(path: databasePath)
        #expect(throws: SQLiteError.self) { try store.database.execute("DELETE FROM reports WHERE job_id = 'olena'") }
        #expect(try store.reports(ReportFilter(jobID: "olena")).count == 2)
    }

    @Test func retentionErasesJobsFinishedBeforeTheDate() throws {
        try populate()
        let eraser = try Eraser(queuePath: queue.root, databasePath: databasePath)
        #expect(try eraser.plan(finishedBefore: "2000-01-01").isEmpty)
        let all = try eraser.plan(finishedBefore: "2999-01-01")
        // The job that failed before its id was read is found through its claim (an entry without a job id).
        #expect(Set(all.map(\.jobID)) == ["olena", "ivan", ""])
        _ = try eraser.erase(all)
        #expect(try files() == [])
        let store = try ReportStore(path: databasePath)
        #expect(try store.database.scalarInt("SELECT COUNT(*) FROM claims") == 0)
        #expect(try store.reports(ReportFilter()).isEmpty)
    }

    @Test func aJobBeingProcessedIsRefused() throws {
        try populate()
        let store = try ReportStore(path: databasePath)
        let owner = ClaimOwner(pid: Int(getpid()), token: "live")
        try FileManager.default.moveItem(atPath: queue.path(.incoming, "renamed-by-hand.json"),
                                        toPath: queue.path(.processing, "renamed-by-hand.claim-live-1.json"))
        #expect(try store.registerClaim(key: "renamed-by-hand.claim-live-1.json", originalName: "renamed-by-hand.json",
                                        owner: owner, leaseUntil: 1e12))
        try store.setJobID("olena", key: "renamed-by-hand.claim-live-1.json")
        #expect(throws: JobError.self) { try Eraser(queuePath: queue.root, databasePath: databasePath).plan(jobIDs: ["olena"]) }
    }
}
