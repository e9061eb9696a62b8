import Foundation
import Testing
@testable import Queue
import TestSupport

@Suite struct QueueDirectoryTests {
    let directory = TemporaryDirectory()
    var queue: QueueDirectory { QueueDirectory(root: directory.url.appendingPathComponent("jobs").path) }

    @Test func publishingNeverOverwritesAQueuedJob() throws {
        try queue.prepare()
        try queue.publish(Data("one".utf8), as: "a.json")
        #expect(throws: QueueError(code: .alreadyQueued, message: "\(queue.path(.incoming, "a.json")) already exists")) {
            try queue.publish(Data("two".utf8), as: "a.json")
        }
        #expect(try String(contentsOfFile: queue.path(.incoming, "a.json"), encoding: .utf8) == "one")
        #expect(try queue.names(in: .tmp).isEmpty)
    }

    @Test func onlyOneClaimOfAFileSucceeds() throws {
        try queue.prepare()
        try queue.publish(Data("{}".utf8), as: "a.json")
        #expect(try queue.claim("a.json", as: "a.claim-1.json"))
        #expect(try !queue.claim("a.json", as: "a.claim-2.json"))
        #expect(try queue.names(in: .processing) == ["a.claim-1.json"])
    }

    /// Every `*.json` entry is listed, a folder too: the runner claims it and fails it with `not_regular_file`
    /// instead of leaving it in the inbox forever; other names are strays that `status` lists.
    @Test func inboxListsEveryJSONEntryAndStraysAreNamed() throws {
        try queue.prepare()
        try queue.publish(Data("{}".utf8), as: "a.json")
        try Data().write(to: URL(fileURLWithPath: queue.path(.incoming, "notes.txt")))
        try FileManager.default.createDirectory(atPath: queue.path(.incoming, "sub.json"), withIntermediateDirectories: true)
        #expect(try Set(queue.inbox()) == ["a.json", "sub.json"])
        #expect(try queue.strays() == ["notes.txt (not *.json)"])
    }

    @Test func readingRefusesSymlinksAndOversizedFiles() throws {
        try queue.prepare()
        let target = try directory.write("secret.txt", "not a job")
        try FileManager.default.createSymbolicLink(atPath: queue.path(.processing, "link.json"), withDestinationPath: target)
        #expect(throws: QueueError.self) { try queue.read("link.json", limit: 100) }
        try Data(count: 200).write(to: URL(fileURLWithPath: queue.path(.processing, "big.json")))
        do {
            _ = try queue.read("big.json", limit: 100)
            Issue.record("expected too_large")
        } catch { #expect(error.code == .tooLarge) }
    }

    @Test func finishingAFailedJobWritesItsReasonBesideIt() throws {
        try queue.prepare()
        try Data("{broken".utf8).write(to: URL(fileURLWithPath: queue.path(.processing, "a.claim-1.json")))
        try queue.finish("a.claim-1.json", in: .failed, sidecar: Data("{\"code\":\"invalid_json\"}".utf8))
        #expect(try String(contentsOfFile: queue.path(.failed, "a.claim-1.json"), encoding: .utf8) == "{broken")
        #expect(FileManager.default.fileExists(atPath: queue.path(.failed, "a.claim-1.reason.json")))
        #expect(queue.count(.failed) == 1)
    }
}
