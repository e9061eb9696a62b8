import Foundation
import Testing
@testable import Pipeline
import Queue
import Store
import TestSupport

/// The states a runner killed at any instant can leave behind, each recovered to exactly one outcome.
@Suite struct RecoveryTests: QueueWorkspace {
    let directory = TemporaryDirectory()
    /// A process id that is not running (the kernel's maximum is far below it on Linux).
    let deadOwner = ClaimOwner(pid: 2_000_000_000, token: "dead-runner")

    func runner(_ processor: JobProcessor, maxAttempts: Int = 3) -> Runner {
        var configuration = RunnerConfiguration(queue: queue, databasePath: databasePath)
        configuration.maxAttempts = maxAttempts
        return Runner(configuration: configuration, processor: processor, logger: .silent)
    }

    func leftInProcessing(_ key: String) throws {
        try queue.prepare()
        try job().write(to: URL(fileURLWithPath: queue.path(.processing, key)))
    }

    @Test func aClaimTheDatabaseNeverHeardOfIsProcessed() throws {
        try leftInProcessing("olena.claim-x-1.json")
        let processor = CountingProcessor()
        let summary = try runner(processor).run()
        #expect(summary.succeeded == 1 && summary.recovered == 1)
        #expect(processor.calls == ["olena": 1])
    }

    @Test func anOutcomeRecordedBeforeTheCrashIsOnlyMovedNotRedone() throws {
        try leftInProcessing("olena.claim-x-1.json")
        let store = try ReportStore(path: databasePath)
        #expect(try store.registerClaim(key: "olena.claim-x-1.json", originalName: "olena.json", owner: deadOwner, leaseUntil: 1e12))
        _ = try store.completeSuccess(key: "olena.claim-x-1.json", owner: deadOwner, regenerate: false, report: NewReport(CountingProcessor()
            .process(JobRequest.parse(job(), fileName: "olena.json"))))
        let processor = CountingProcessor()
        _ = try runner(processor).run()
        #expect(processor.calls.isEmpty)
        #expect(queue.count(.done) == 1 && queue.count(.processing) == 0)
        #expect(try store.reports().count == 1)
    }

    @Test func aFailureRecordedBeforeTheCrashGetsItsSidecar() throws {
        try leftInProcessing("bad.claim-x-1.json")
        let store = try ReportStore(path: databasePath)
        _ = try store.registerClaim(key: "bad.claim-x-1.json", originalName: "bad.json", owner: deadOwner, leaseUntil: 1e12)
        _ = try store.completeFailure(key: "bad.claim-x-1.json", owner: deadOwner, jobID: nil, code: .invalidJson, message: "x")
        _ = try runner(CountingProcessor()).run()
        #expect(FileManager.default.fileExists(atPath: queue.path(.failed, "bad.claim-x-1.reason.json")))
        #expect(queue.count(.failed) == 1)
    }

    @Test func aClaimOfADeadRunnerIsTakenOverAsOneMoreAttempt() throws {
        try leftInProcessing("olena.claim-x-1.json")
        let store = try ReportStore(path: databasePath)
        _ = try store.registerClaim(key: "olena.claim-x-1.json", originalName: "olena.json", owner: deadOwner, leaseUntil: 1e12)
        let processor = CountingProcessor()
        #expect(try runner(processor).run().succeeded == 1)
        #expect(try store.claim(key: "olena.claim-x-1.json")?.attempts == 2)
    }

    @Test func aClaimOfALiveRunnerWithAValidLeaseIsLeftAlone() throws {
        try leftInProcessing("olena.claim-x-1.json")
        let store = try ReportStore(path: databasePath)
        let parent = ClaimOwner(pid: Int(getppid()), token: "live-runner")
        _ = try store.registerClaim(key: "olena.claim-x-1.json", originalName: "olena.json", owner: parent,
                                   leaseUntil: Date().timeIntervalSince1970 + 600)
        let processor = CountingProcessor()
        _ = try runner(processor).run()
        #expect(processor.calls.isEmpty)
        #expect(queue.count(.processing) == 1)
    }

    @Test func aJobThatKeepsKillingTheRunnerFailsAfterMaxAttempts() throws {
        try leftInProcessing("poison.claim-x-1.json")
        let store = try ReportStore(path: databasePath)
        _ = try store.registerClaim(key: "poison.claim-x-1.json", originalName: "poison.json", owner: deadOwner, leaseUntil: 1e12)
        try store.database.execute("UPDATE claims SET attempts = 3")
        let processor = CountingProcessor()
        #expect(try runner(processor, maxAttempts: 3).run().failed == 1)
        #expect(processor.calls.isEmpty)
        #expect(try store.summary().failuresByCode == ["crashed_repeatedly": 1])
    }

    @Test func aLiveProcessThatReusedTheOwnersPidDoesNotKeepTheClaim() throws {
        try leftInProcessing("olena.claim-x-1.json")
        let store = try ReportStore(path: databasePath)
        let impostor = ClaimOwner(pid: Int(getppid()), started: -1, token: "earlier-incarnation")
        _ = try store.registerClaim(key: "olena.claim-x-1.json", originalName: "olena.json", owner: impostor,
                                   leaseUntil: Date().timeIntervalSince1970 + 600)
        let processor = CountingProcessor()
        #expect(try runner(processor).run().succeeded == 1)
        #expect(processor.calls == ["olena": 1])
    }
}
