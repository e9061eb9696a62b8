import Foundation
@testable import Pipeline
import Queue
import Store
import Support
import Testing
import TestSupport

/// Files that must not block the queue (issue 21, item 2): a problem of one file is that file's alone.
@Suite struct QueueHostileTests: QueueWorkspace {
    let directory = TemporaryDirectory()

    /// `chattr` (the tests run as root, which may set the immutable flag).
    func chattr(_ flag: String, _ path: String) throws {
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/chattr"), [flag, path])
        #expect(result.status == 0, "chattr \(flag) \(path): \(result.stderr)")
    }

    /// A failing job whose name has 190 characters or more: the reason file's temporary name passed 255 bytes,
    /// which counted as a storage error, and every later run and `--watch` exited 1 in recovery, forever.
    @Test(arguments: [String(repeating: "n", count: 190), String(repeating: "n", count: 250), String(repeating: "ж", count: 125)])
    func aFailingJobWithALongNameFailsAloneAndLaterRunsAreClean(_ stem: String) throws {
        try drop(stem + ".json")  // its id (the file name) is longer than 64 characters: the job fails
        try drop("good.json")
        let first = try run()
        #expect(first.storageError == nil, "\(first.storageError ?? "")")
        #expect(first.failed == 1 && first.succeeded == 1)
        let failed = try queue.names(in: .failed)
        #expect(failed.count == 2 && failed.contains { $0.hasSuffix(".reason.json") }, "\(failed)")
        #expect(failed.allSatisfy { $0.utf8.count <= 255 })
        let second = try run()
        #expect(second.storageError == nil && second.finished == 0 && second.recovered == 0)
        #expect(try queue.count(.processing) == 0 && queue.names(in: .tmp).isEmpty)
    }

    @Test func aSidecarNameAlwaysFitsAndIsFoundAgain() {
        let old = String(repeating: "k", count: 240) + ".claim-abcdefgh-1.json"  // 262 bytes: made before the bound
        let sidecar = QueueDirectory.sidecarName(for: old)
        #expect(sidecar.utf8.count == 255 && sidecar.hasSuffix(".reason.json"))
        #expect(QueueDirectory.sidecarName(for: old) == sidecar)
        #expect(QueueDirectory.sidecarName(for: "olena.claim-abcdefgh-1.json") == "olena.claim-abcdefgh-1.reason.json")
    }

    /// An immutable file (EPERM on rename) stopped the whole run as a storage error.
    @Test func anImmutableInboxFileIsSkippedAndEveryOtherJobRuns() throws {
        try drop("stuck.json")
        try drop("a.json")
        try drop("b.json")
        try chattr("+i", queue.path(.incoming, "stuck.json"))
        defer { try? chattr("-i", queue.path(.incoming, "stuck.json")) }
        for _ in 0..<2 {
            let summary = try run()
            #expect(summary.storageError == nil, "\(summary.storageError ?? "")")
            #expect(summary.unclaimable == ["stuck.json"])
        }
        #expect(try queue.count(.done) == 2 && queue.inbox() == ["stuck.json"])
        #expect(try queue.names(in: .incoming).allSatisfy { !$0.hasPrefix(".probe") })
    }

    /// A folder that refuses every move is still the queue's problem: the run stops at once, as before.
    @Test func aFolderThatRefusesEveryMoveIsStillAStorageError() throws {
        try drop("a.json")
        try queue.prepare()
        try chattr("+i", queue.path(.processing))
        defer { try? chattr("-i", queue.path(.processing)) }
        let error = try #require(throws: QueueError.self) { try run() }
        #expect(error.code == .queueUnusable && error.message.contains("processing"))
        #expect(queue.count(.incoming) == 1)
        // The probe agrees when it is asked mid-run: no move from the inbox into processing/ works.
        let judged = queue.classify(QueueError(code: .io, message: "rename a.json: Operation not permitted"), from: .incoming, to: .processing)
        #expect(judged.code == .queueUnusable && judged.message.contains("no file moves"))
    }

    /// A runner died after recording a failure and before moving the file, which is now immutable: recovery
    /// threw on it, so every later run and `--watch` exited 1 before claiming anything.
    @Test func aRecordedOutcomeWhoseFileCannotMoveIsReportedAndTheQueueRuns() throws {
        try drop("bad.json", Data("{".utf8))
        try drop("good.json")
        let key = "bad.claim-deadbeef-1.json"
        #expect(try queue.claim("bad.json", as: key))
        let store = try ReportStore(path: databasePath)
        let dead = ClaimOwner(pid: 999_999, token: "dead-runner")
        #expect(try store.registerClaim(key: key, originalName: "bad.json", owner: dead, leaseUntil: 0))
        #expect(try store.completeFailure(key: key, owner: dead, jobID: nil, code: .invalidJson, message: "not JSON"))
        try chattr("+i", queue.path(.processing, key))
        defer { try? chattr("-i", queue.path(.processing, key)) }
        for _ in 0..<2 {
            let summary = try run()
            #expect(summary.storageError == nil, "\(summary.storageError ?? "")")
            #expect(summary.unmovable == [key])
        }
        #expect(queue.count(.done) == 1)
    }

    /// A probe file left by a process killed between creating and removing it is cleared by the next run.
    @Test func aProbeLeftByAKilledProcessIsRemoved() throws {
        try queue.prepare()
        for folder in [QueueDirectory.Folder.incoming, .processing] {
            let probe = queue.path(folder, ".probe-1-left")
            #expect(FileManager.default.createFile(atPath: probe, contents: nil))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: probe)
        }
        _ = try run()
        #expect(try queue.names(in: .incoming).isEmpty && queue.names(in: .processing).isEmpty)
    }
}
