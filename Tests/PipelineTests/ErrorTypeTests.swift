import Chart
import Ephemeris
import Foundation
import Synchronization
import Localization
@testable import Pipeline
import Queue
import Report
import Store
import Support
import Testing
import TestSupport
import TimeZones

/// Correct by construction (issue 21, item 8): each module's error is a type of its own carrying the shared
/// outcome code, so a `catch` means what it says.
@Suite struct ErrorTypeTests: QueueWorkspace {
    let directory = TemporaryDirectory()

    /// Nine module error names were aliases of one type: a `catch let e as JobError` caught a queue's error too.
    @Test func everyModulesErrorIsItsOwnType() {
        let errors: [any Error] = [
            QueueError(code: .io, message: "q"), StoreError(code: .databaseCorrupt, message: "s"), JobError(code: .invalidJson, message: "j"),
            ChartError(code: .invalidDate, message: "c"), TimeZoneError(code: .unknownZone, message: "t"),
            EphemerisError(code: .ephemerisOutOfRange, message: "e"), LocalizationError(code: .glossaryUnknownKey, message: "l"),
            ReportError(code: .encodingFailed, message: "r"),
        ]
        let matches: [(any Error) -> Bool] = [{ $0 is QueueError }, { $0 is StoreError }, { $0 is JobError }, { $0 is ChartError },
                                              { $0 is TimeZoneError }, { $0 is EphemerisError }, { $0 is LocalizationError },
                                              { $0 is ReportError }]
        for (row, error) in errors.enumerated() {
            for (column, match) in matches.enumerated() {
                #expect(match(error) == (row == column), "\(error) matched type \(column)")
            }
            #expect((error as? any CodedFailure)?.code != nil)
        }
        // Crossing into another module is explicit, and keeps code, field and message.
        let carried = JobError(QueueError(code: .notRegularFile, field: "file", message: "a FIFO"))
        #expect(carried.code == .notRegularFile && carried.field == "file" && carried.message == "a FIFO")
    }

    /// A processor that, while its job runs, makes done/ refuse every file (as a full or read-only folder would).
    final class SealingProcessor: JobProcessor, Sendable {
        let inner = CountingProcessor()
        let done: String
        init(done: String) { self.done = done }
        func validate(_ request: JobRequest) throws(JobError) {}
        func process(_ request: JobRequest) throws(JobError) -> GeneratedReport {
            _ = try? CommandRunner.run(URL(fileURLWithPath: "/usr/bin/chattr"), ["+i", done])
            return try inner.process(request)
        }
    }

    /// The queue's error moving a stored job's file was caught as the job's: the runner logged `claim_lost` for a
    /// report it had stored and summed "succeeded 0", and the storage error never stopped the run.
    @Test func aQueueErrorAfterTheReportIsStoredIsAStorageErrorNotTheJobs() throws {
        try drop("a.json")
        try drop("b.json")
        let done = queue.path(.done)
        defer { _ = try? CommandRunner.run(URL(fileURLWithPath: "/usr/bin/chattr"), ["-i", done]) }
        let lines = LockedLines()
        let summary = try Runner(configuration: configuration(), processor: SealingProcessor(done: done),
                                 logger: EventLog { lines.append($0) }).run()
        #expect(summary.succeeded == 1 && summary.failed == 0, "\(summary)")
        #expect(summary.storageError?.contains("queue_unusable") == true, "\(summary.storageError ?? "")")
        #expect(!lines.joined.contains("claim_lost"), "\(lines.joined)")
        #expect(try ReportStore(path: databasePath).reports().count == 1)
        _ = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/chattr"), ["-i", done])
        let next = try run()
        #expect(next.recovered == 1 && next.succeeded == 1 && queue.count(.done) == 2)
    }
}
