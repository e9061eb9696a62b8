import Foundation
import Testing
import TestSupport

/// Issue 21, item 9: a fresh red-team pass as a hostile operator would run the binary. Each test is a case that
/// failed before its fix (the closing note counts the cases tried and handled).
@Suite struct RedTeamTests {
    let directory = TemporaryDirectory()
    var queue: URL { directory.url.appendingPathComponent("jobs") }
    var storage: [String] { ["--queue", queue.path, "--db", directory.url.appendingPathComponent("db.sqlite").path] }

    func dropJobs(_ count: Int) throws {
        for index in 0..<count { try directory.write("jobs/incoming/job-\(index).json", validJob("job-\(index)")) }
    }

    func done() -> Int { ((try? FileManager.default.contentsOfDirectory(atPath: queue.appendingPathComponent("done").path)) ?? []).count }

    /// `astrosvitla run 2>&1 | head -1`: the reader of the log went away after one line, the next log line raised
    /// SIGPIPE and the run died in the middle of its jobs (exit 141).
    @Test func aRunWhoseLogReaderGoesAwayFinishesItsJobs() throws {
        try dropJobs(8)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", "--backend", "offline"] + storage
        let log = Pipe()
        process.standardError = log
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var first = Data()
        while !first.contains(0x0A), let byte = try log.fileHandleForReading.read(upToCount: 1), !byte.isEmpty { first.append(byte) }
        try log.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(process.terminationReason) \(process.terminationStatus)")
        #expect(done() == 8)
    }

    /// `enqueue FIFO` waited for a writer for ever.
    @Test func enqueueRefusesAFIFOInsteadOfWaitingOnIt() throws {
        let fifo = directory.url.appendingPathComponent("job.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["enqueue"] + storage + [fifo]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        #expect(Self.exits(process, within: 20), "enqueue is still waiting on the FIFO")
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1 && message.contains("not_regular_file"), "\(message)")
    }

    /// SIGHUP (the terminal of a foreground `run --watch` closed) killed the runner outright: jobs in flight were
    /// abandoned and no summary was written. It stops like SIGTERM now.
    @Test func sighupStopsAWatcherGracefully() throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", "--watch", "--json", "--backend", "offline"] + storage
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try dropJobs(2)
        let deadline = Date().addingTimeInterval(30)
        while done() < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        kill(process.processIdentifier, SIGHUP)
        #expect(Self.exits(process, within: 30), "the watcher did not stop on SIGHUP")
        let summary = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 129)
        #expect(summary.contains(#""stopped_by_signal":1"#) && summary.contains(#""succeeded":2"#), "\(summary)")
    }

    /// Waits for `process` up to `seconds`; past that it is killed (so a test of a hang fails instead of hanging).
    static func exits(_ process: Process, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }
}
