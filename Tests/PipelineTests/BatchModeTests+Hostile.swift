import Foundation
import JSON
import Localization
@testable import Pipeline
import Queue
import Store
import Testing
import TestSupport

/// Batch mode against a hostile provider and hostile timing (issue 21): a line that nests too deep, a batch
/// that cannot be read, a run killed while settling, two files with one id.
extension BatchModeTests {
    /// One output line of 40 000 nested brackets crashed every later `run --batch` (SIGSEGV in the parser).
    @Test func aDeepLineInTheOutputFileIsThatRequestsProblemOnly() throws {
        let server = try BatchServer { body in
            let language = Language(rawValue: body["metadata"]?["language"]?.string ?? "") ?? .en
            guard language == .de else { return Self.goodAnswer(body) }
            let depth = 40_000
            return (200, String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        }
        var script = BatchServer.Script()
        script.steps = ["validating"]
        server.script = script
        try drop("a.json", try job("a", .uk))
        try drop("b.json", try job("b", .de))
        try drop("c.json", try job("c", .ja))
        try batchRun(server)
        let collected = try batchRun(server)
        #expect(collected.succeeded == 2 && collected.batches?.settled == 1, "\(collected)")
        #expect(try store().reports().map(\.content.jobID).sorted() == ["a", "c"])
        // The unreadable answer is the one job's: it went back to the inbox and was sent again.
        #expect(collected.released == 1 && collected.batches?.submitted == 1)
    }

    /// A job waiting in an open batch could not be erased (its file is in processing/); now it can, and its
    /// answer, when it comes, is dropped.
    @Test func aJobWaitingInABatchCanBeErasedAndItsAnswerIsDropped() throws {
        let server = try Self.server()
        try drop("keep.json", try job("keep", .uk))
        try drop("gone.json", try job("gone", .de))
        try batchRun(server)
        let eraser = try Eraser(queuePath: queue.root, databasePath: databasePath)
        let erased = try eraser.erase(try eraser.plan(jobIDs: ["gone"]))
        #expect(erased.first?.claims == 1 && erased.first?.files.first?.hasPrefix("processing/gone.claim-") == true, "\(erased)")
        let collected = try batchRun(server)
        #expect(collected.succeeded == 1 && collected.failed == 0 && collected.batches?.settled == 1, "\(collected)")
        #expect(try store().reports().map(\.content.jobID) == ["keep"])
        #expect(try store().database.scalarInt("SELECT COUNT(*) FROM claims WHERE job_id = 'gone'") == 0)
        #expect(try queue.names(in: .processing).isEmpty && server.fileCount == 0)
    }

    /// The input file (birth data) of a batch that was never created stayed at the provider for ever when the run
    /// died, or the creation failed, after the upload.
    @Test func theInputOfABatchNeverCreatedIsDeletedAtTheProvider() throws {
        let server = try Self.server()
        server.failNextCreates(1)
        try dropJobs(2)
        let first = try batchRun(server)
        #expect(first.outage != nil && server.batchIDs.isEmpty)
        let uploaded = server.fileIDs
        #expect(uploaded.count == 1)
        let next = try batchRun(server, orphanAfter: 0)  // not at the provider: given up, its jobs sent again
        #expect(next.batches?.submitted == 1 && server.batchIDs.count == 1)
        #expect(server.fileIDs.isDisjoint(with: uploaded), "the first input is still at the provider")
    }

    /// Two files with one id in one batch: both lines were sent and billed; one report was kept.
    @Test func twoFilesWithOneIdInOneBatchSendOneRequest() throws {
        let server = try Self.server()
        try drop("a.json", try job("same", .uk))
        try drop("b.json", try job("same", .uk))
        let sent = try batchRun(server)
        #expect(sent.batches?.requests == 1 && sent.failed == 1, "\(sent)")
        let upload = try #require(server.http.received.first { $0.path == "/v1/files" })
        let fields = BatchServer.formFields(upload.body, boundary: String(upload.headers["content-type"]!.split(separator: "=").last!))
        #expect(try #require(fields["file"]).data.split(separator: UInt8(ascii: "\n")).count == 1)
        #expect(try batchRun(server).succeeded == 1)
        #expect(try store().reports(ReportFilter(jobID: "same")).count == 1)
    }

    /// A batch run killed (SIGKILL) while settling left the claim it had taken up as an ordinary stale claim: a
    /// synchronous runner recovered it and sent it again, though the batch had answered (and billed) it.
    @Test func aRunKilledWhileSettlingSendsNothingAgain() throws {
        let server = try Self.server()
        try dropJobs(3)
        try batchRun(server)
        let store = try store()
        let batch = try #require(try store.batches(openOnly: true).first)
        let key = try #require(try store.pendingRequests(localID: batch.localID).first?.claimKey)
        let killed = ClaimOwner(pid: 999_999, token: "killed-while-settling")
        #expect(try store.adoptBatchClaim(key: key, localID: batch.localID, owner: killed, leaseUntil: 0))
        let synchronous = CountingProcessor()
        _ = try Runner(configuration: configuration(), processor: synchronous, logger: .silent).run()
        #expect(synchronous.calls.isEmpty, "a synchronous runner sent a job its batch had answered")
        let collected = try batchRun(server)
        #expect(collected.succeeded == 3 && server.batchIDs.count == 1)
        #expect(!server.http.received.contains { $0.path == "/v1/chat/completions" })
        #expect(try store.reports().count == 3)
        #expect(try store.database.rows("SELECT outcome FROM batch_requests") { $0.string(0) } == ["stored", "stored", "stored"])
    }

    /// A status body that is not a batch stopped every batch run (exit 1) before the other batches were collected.
    @Test func aBatchThatCannotBeReadIsQuarantinedAndTheOthersAreCollected() throws {
        let server = try Self.server()
        try dropJobs(2)
        try batchRun(server, ["ASTROSVITLA_LLM_BATCH_SIZE": "1"])
        #expect(server.batchIDs.count == 2)
        server.corruptStatus(of: server.batchIDs[0])
        let collected = try batchRun(server)
        #expect(collected.succeeded == 1 && collected.batches?.quarantined == 1 && collected.batches?.error == nil, "\(collected)")
        let quarantined = try #require(try store().batches(openOnly: true).first)
        #expect(quarantined.status == "quarantined" && quarantined.errorCode == "llm_bad_response" && quarantined.batchID == server.batchIDs[0])
        // Later runs leave it alone and do their other work.
        try drop("late.json", try job("late", .ja))
        let later = try batchRun(server)
        #expect(later.batches?.quarantined == 0 && later.batches?.error == nil && later.batches?.submitted == 1)
        // `batch abandon` gives its job back to the inbox; it is sent again and stored once.
        let abandoned = try BatchRunner(configuration: configuration(), environment: environment(server), logger: .silent).abandonBatch(server.batchIDs[0])
        #expect(abandoned.status == "abandoned" && queue.count(.incoming) == 1)
        _ = try batchRun(server)
        _ = try batchRun(server)
        #expect(try store().reports().count == 3 && queue.count(.processing) == 0)
    }

    /// An output file over the cap stopped every later batch run in the same way.
    @Test func anOutputOverTheCapIsQuarantinedAndTheRunGoesOn() throws {
        let server = try Self.server()
        try dropJobs(2)
        try batchRun(server)
        try drop("next.json", try job("next", .uk))
        let collected = try batchRun(server, ["ASTROSVITLA_LLM_BATCH_FILE_BYTES": "1024"])
        #expect(collected.batches?.quarantined == 1 && collected.batches?.submitted == 1 && collected.batches?.error == nil, "\(collected)")
        #expect(try store().batches(openOnly: true).first?.errorCode == "llm_response_too_large")
    }

    /// A batch the provider created, whose answer named only its id, and which no listing showed: given up as never
    /// created, its jobs were sent (and billed) again in a second batch.
    @Test func aCreatedBatchNoListingShowsIsLookedUpByItsId() throws {
        let server = try Self.server()
        server.answerCreationWithoutStatus()
        server.hideFromList()
        try dropJobs(2)
        let sent = try batchRun(server)
        #expect(server.batchIDs.count == 1 && sent.batches?.submitted == 1, "\(sent)")
        #expect(try store().batches(openOnly: true).first?.batchID == server.batchIDs.first)
        let collected = try batchRun(server)
        #expect(collected.succeeded == 2 && server.batchIDs.count == 1)
    }
}
