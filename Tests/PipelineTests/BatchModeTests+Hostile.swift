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
}
