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
}
