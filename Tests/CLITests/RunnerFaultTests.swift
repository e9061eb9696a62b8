import Foundation
import Testing
import TestSupport

/// The runner under operator faults, run as the real binary: signals, hostile inbox entries, unusable
/// storage. Each test checks what an operator would: the exit status, what is left in each folder, and
/// that every job ends exactly once after a normal rerun.
@Suite struct RunnerFaultTests {
    let directory = TemporaryDirectory()
    var queue: URL { directory.url.appendingPathComponent("jobs") }
    var database: String { directory.url.appendingPathComponent("db.sqlite").path }
    var storage: [String] { ["--queue", queue.path, "--db", database] }

    func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: queue.appendingPathComponent(folder).path).sorted()
    }

    func dropJobs(_ count: Int) throws {
        for index in 0..<count { try directory.write("jobs/incoming/job-\(index).json", validJob("job-\(index)")) }
    }

    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `run --backend llm` against `server`, in the background.
    func startLLMRun(_ arguments: [String], server: LoopbackServer) throws -> Process {
        try start(["run", "--backend", "llm"] + arguments + storage,
                  environment: ["ASTROSVITLA_LLM_URL": server.baseURL, "ASTROSVITLA_LLM_KEY": "sk-test-0123456789",
                                "ASTROSVITLA_LLM_MODEL": "gpt-4o-mini"])
    }

    /// A valid Ukrainian answer for the example chart, as the offline writer would give it.
    func ukrainianAnswer() throws -> String {
        let out = directory.url.appendingPathComponent("answer")
        let result = try CommandRunner.run(executable, ["samples", "--backend", "offline", "--languages", "uk", "--out", out.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let envelope = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("uk/report.json"))) as? [String: Any]
        let report = try #require(envelope?["report"])
        return String(decoding: try JSONSerialization.data(withJSONObject: report), as: UTF8.self)
    }

    func waitUntil(_ deadline: Double = 20, _ condition: () -> Bool) {
        let end = Date().addingTimeInterval(deadline)
        while !condition() && Date() < end { Thread.sleep(forTimeInterval: 0.01) }
    }

    @Test func sigtermSendsNoNewRequestAndLetsTheOnesInFlightFinish() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try ukrainianAnswer(), promptTokens: 1000, completionTokens: 800),
                                        fixedDelay: 1.5)
        try dropJobs(12)
        let process = try startLLMRun(["--concurrency", "2"], server: server)
        waitUntil { server.requestCount >= 2 }
        kill(process.processIdentifier, SIGTERM)
        let sentBeforeSignal = server.requestCount
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(sentBeforeSignal == 2)
        #expect(server.requestCount == sentBeforeSignal, "requests sent after SIGTERM: \(server.requestCount - sentBeforeSignal)")
        // The two in flight finished; every other job is back in the inbox, none half-done.
        #expect(try names("done").count == 2)
        #expect(try names("processing").isEmpty)
        #expect(try names("incoming").count == 10)
        // A normal rerun finishes the rest exactly once.
        let rerun = try CommandRunner.run(executable, ["run", "--backend", "offline"] + storage)
        #expect(rerun.status == 0, "\(rerun.stderr.suffix(1000))")
        #expect(try names("done").count == 12)
    }

    @Test func aSecondSignalExitsAtOnceAndRecoveryFinishesTheJobs() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try ukrainianAnswer()), fixedDelay: 30)
        try dropJobs(3)
        let process = try startLLMRun(["--concurrency", "1"], server: server)
        waitUntil { server.requestCount >= 1 }
        let started = Date()
        kill(process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.2)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(process.terminationStatus == 130)
        // Killed at once: whatever was claimed stays in processing/ (the LLM backend's extra render workers may
        // have claimed more than the one in flight).
        #expect(try !names("processing").isEmpty)
        server.stop()
        let rerun = try CommandRunner.run(executable, ["run", "--backend", "offline"] + storage)
        #expect(rerun.status == 0, "\(rerun.stderr.suffix(1000))")
        #expect(try names("done").count == 3 && names("processing").isEmpty && names("incoming").isEmpty)
    }

    @Test func stopTimeoutEndsTheRunAndLeavesTheJobForRecovery() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: try ukrainianAnswer()), fixedDelay: 30)
        try dropJobs(1)
        let process = try startLLMRun(["--stop-timeout", "0.5"], server: server)
        waitUntil { server.requestCount >= 1 }
        let started = Date()
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(process.terminationStatus == 143)
        #expect(try names("processing").count == 1)
    }

    @Test func fifosFoldersAndLongNamesNeverBlockOrSpin() throws {
        try dropJobs(2)
        let incoming = queue.appendingPathComponent("incoming").path
        #expect(mkfifo(incoming + "/pipe.json", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: incoming + "/folder.json", withIntermediateDirectories: false)
        let long = String(repeating: "a", count: 245) + ".json"
        try directory.write("jobs/incoming/\(long)", validJob("long-name"))
        try directory.write("jobs/incoming/notes.txt", "not a job")
        let result = try CommandRunner.run(executable, ["run", "--json"] + storage)
        #expect(result.status == 1)
        #expect(try names("done").count == 3)
        let reasons = try names("failed").filter { $0.hasSuffix(".reason.json") }
        #expect(reasons.count == 2)
        for reason in reasons {
            let data = try Data(contentsOf: queue.appendingPathComponent("failed/\(reason)"))
            #expect(String(decoding: data, as: UTF8.self).contains("not_regular_file"))
        }
        #expect(result.stderr.split(separator: "\n").count < 20, "log lines: \(result.stderr.split(separator: "\n").count)")
        let status = try CommandRunner.run(executable, ["status", "--json"] + storage)
        #expect(status.stdout.contains("notes.txt"))
    }

    @Test func aQueueSpreadOverTwoFilesystemsIsRefusedBeforeAnythingIsClaimed() throws {
        try dropJobs(2)
        let elsewhere = try #require(["/dev/shm", "/run"].first { path in
            var here = stat(), there = stat()
            return stat(path, &there) == 0 && stat(directory.path, &here) == 0 && here.st_dev != there.st_dev && access(path, W_OK) == 0
        }, "no second filesystem to test with")
        let target = "\(elsewhere)/astrosvitla-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: target) }
        try FileManager.default.createDirectory(at: queue, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: queue.appendingPathComponent("processing").path, withDestinationPath: target)
        let result = try CommandRunner.run(executable, ["run"] + storage)
        #expect(result.status == 1)
        #expect(result.stderr.contains("another filesystem"))
        #expect(try names("incoming").count == 2)
    }

    @Test func deletingTheDatabaseDuringARunStopsItBeforeAnotherJobIsDone() throws {
        try dropJobs(400)
        let process = try start(["run"] + storage)
        let done = queue.appendingPathComponent("done").path
        waitUntil { ((try? FileManager.default.contentsOfDirectory(atPath: done).count) ?? 0) >= 5 }
        try FileManager.default.removeItem(atPath: database)
        let doneAtDeletion = try names("done").count
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        // At most the jobs in flight at that instant (one worker) could still finish into the old file.
        #expect(try names("done").count <= doneAtDeletion + 1)
        #expect(try names("incoming").count > 0)
        // Rerun on the new database: everything not done before ends up stored there exactly once.
        let rerun = try CommandRunner.run(executable, ["run"] + storage)
        #expect(rerun.status == 0, "\(rerun.stderr.suffix(500))")
        #expect(try names("incoming").isEmpty && names("processing").isEmpty)
    }

    @Test(arguments: [["--queue", ""], ["--db", ""], ["--db", "dir/"]])
    func emptyOrUnusablePathsAreUsageErrors(_ arguments: [String]) throws {
        let result = try CommandRunner.run(executable, ["run"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: '\(arguments[0])'"))
    }

    @Test func staleTemporaryFilesAreRemovedByRun() throws {
        let old = try directory.write("jobs/tmp/left-by-a-killed-enqueue.json.123.abc", "{}")
        let fresh = try directory.write("jobs/tmp/being-written.json.456.def", "{}")
        var times = [timespec(tv_sec: Int(Date().timeIntervalSince1970) - 7200, tv_nsec: 0)]
        times.append(times[0])
        #expect(utimensat(AT_FDCWD, old, times, 0) == 0)
        let result = try CommandRunner.run(executable, ["run"] + storage)
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: fresh))
    }
}

/// Text from a job is data on every surface: terminal output and the stored Markdown.
@Suite struct UserTextTests {
    let directory = TemporaryDirectory()
    var storage: [String] { ["--queue", directory.url.appendingPathComponent("jobs").path,
                             "--db", directory.url.appendingPathComponent("db.sqlite").path] }

    @Test func escapeSequencesAndMarkupInANameNeverReachTheTerminalOrTheMarkdown() throws {
        let name = "Eve\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J <b>x</b> | *y*"
        let job = #"{"id": "eve", "name": "\#(name.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined())", "birth": {"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.45, "longitude": 30.52, "place": "Kyiv\n# Injected"}, "language": "en", "area": "career"}"#
            .replacingOccurrences(of: "\n", with: "\\n")
        let enqueue = try CommandRunner.run(executable, ["enqueue"] + storage + ["-"], stdin: Data(job.utf8))
        #expect(enqueue.status == 0, "\(enqueue.stderr)")
        #expect(try CommandRunner.run(executable, ["run"] + storage).status == 0)
        let show = try CommandRunner.run(executable, ["show", "1"] + storage)
        #expect(show.status == 0)
        #expect(!show.stdout.unicodeScalars.contains("\u{1B}") && !show.stdout.unicodeScalars.contains("\u{07}"))
        #expect(show.stdout.contains("\\u{1B}\\]52"))
        #expect(show.stdout.contains("\\<b\\>x\\</b\\> \\| \\*y\\*"))
        #expect(!show.stdout.contains("\n# Injected"))
    }
}

/// Two runners on one queue: every job once, and their summaries add up to exactly the jobs processed.
@Suite struct ConcurrentRunnersTests {
    let directory = TemporaryDirectory()

    @Test func summariesOfConcurrentRunnersAddUpToTheJobs() throws {
        let queue = directory.url.appendingPathComponent("jobs")
        for index in 0..<240 { try directory.write("jobs/incoming/job-\(index).json", validJob("job-\(index)")) }
        let arguments = ["run", "--json", "--concurrency", "2", "--queue", queue.path, "--db", directory.url.appendingPathComponent("db.sqlite").path]
        let outputs = (0..<2).map { _ in Pipe() }
        let processes = try outputs.map { pipe -> Process in
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        let summaries = try zip(processes, outputs).map { process, pipe -> [String: Any] in
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        let succeeded = summaries.compactMap { $0["succeeded"] as? Int }.reduce(0, +)
        #expect(succeeded == 240, "\(summaries)")
        #expect(summaries.compactMap { $0["failed"] as? Int }.reduce(0, +) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: queue.appendingPathComponent("done").path).count == 240)
    }
}

/// Storage faults on a real filesystem: a tmpfs made small or read-only (needs root, as CI has; skipped
/// where mounting is not allowed).
let canMountTmpfs: Bool = {
    let probe = TemporaryDirectory()
    defer { _ = try? CommandRunner.run(URL(fileURLWithPath: "/bin/umount"), [probe.path]) }
    return (try? CommandRunner.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe.path]))?.status == 0
}()

@Suite(.enabled(if: canMountTmpfs, "mounting a tmpfs needs root"))
struct StorageFaultTests {

    let directory = TemporaryDirectory()

    func mount(size: String) throws -> URL {
        let point = directory.url.appendingPathComponent("fs")
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        let result = try CommandRunner.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", point.path])
        #expect(result.status == 0, "\(result.stderr)")
        return point
    }

    func unmount(_ point: URL) { _ = try? CommandRunner.run(URL(fileURLWithPath: "/bin/umount"), [point.path]) }

    func count(_ queue: URL, _ folder: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: queue.appendingPathComponent(folder).path)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".reason.json") }.count
    }

    @Test func aFullDiskStopsClaimingAndTheRerunFinishesEveryJobOnce() throws {
        let point = try mount(size: "6m")
        defer { unmount(point) }
        let queue = point.appendingPathComponent("jobs"), database = point.appendingPathComponent("db.sqlite").path
        try FileManager.default.createDirectory(at: queue.appendingPathComponent("incoming"), withIntermediateDirectories: true)
        for index in 0..<400 {
            try Data(validJob("job-\(index)").utf8).write(to: queue.appendingPathComponent("incoming/job-\(index).json"))
        }
        let result = try CommandRunner.run(executable, ["run", "--queue", queue.path, "--db", database])
        #expect(result.status == 1)
        #expect(result.stderr.contains("storage failed"), "\(result.stderr.suffix(500))")
        #expect(count(queue, "processing") <= 1)
        #expect(count(queue, "incoming") > 0)
        // More room, then a normal run: every job ends exactly once.
        #expect(try CommandRunner.run(URL(fileURLWithPath: "/bin/mount"), ["-o", "remount,size=64m", point.path]).status == 0)
        let rerun = try CommandRunner.run(executable, ["run", "--json", "--queue", queue.path, "--db", database])
        #expect(rerun.status == 0, "\(rerun.stderr.suffix(500))")
        #expect(count(queue, "done") == 400 && count(queue, "incoming") == 0 && count(queue, "processing") == 0)
        let reports = try CommandRunner.run(executable, ["reports", "--json", "--queue", queue.path, "--db", database])
        #expect(Set(reports.stdout.split(separator: "\n")).count == 400)
    }

    @Test func aReadOnlyFilesystemIsRefusedBeforeAnythingIsClaimed() throws {
        let point = try mount(size: "8m")
        defer { unmount(point) }
        let queue = point.appendingPathComponent("jobs"), database = point.appendingPathComponent("db.sqlite").path
        try FileManager.default.createDirectory(at: queue.appendingPathComponent("incoming"), withIntermediateDirectories: true)
        for index in 0..<3 {
            try Data(validJob("job-\(index)").utf8).write(to: queue.appendingPathComponent("incoming/job-\(index).json"))
        }
        #expect(try CommandRunner.run(executable, ["init", "--queue", queue.path, "--db", database]).status == 0)
        #expect(try CommandRunner.run(URL(fileURLWithPath: "/bin/mount"), ["-o", "remount,ro", point.path]).status == 0)
        let result = try CommandRunner.run(executable, ["run", "--queue", queue.path, "--db", database])
        #expect(result.status == 1)
        #expect(count(queue, "incoming") == 3 && count(queue, "processing") == 0)
    }
}

/// Retention: the database keeps every outcome, so `--keep-files` may prune old queue files; `status` says
/// what the folders hold.
@Suite struct RetentionTests {
    let directory = TemporaryDirectory()
    var storage: [String] { ["--queue", directory.url.appendingPathComponent("jobs").path,
                             "--db", directory.url.appendingPathComponent("db.sqlite").path] }

    @Test func keepFilesRemovesOnlyOldFinishedFilesAndStatusCountsTheFolders() throws {
        for index in 0..<3 { try directory.write("jobs/incoming/job-\(index).json", validJob("job-\(index)")) }
        #expect(try CommandRunner.run(executable, ["run"] + storage).status == 0)
        let done = directory.url.appendingPathComponent("jobs/done").path
        let names = try FileManager.default.contentsOfDirectory(atPath: done).sorted()
        #expect(names.count == 3)
        var old = [timespec(tv_sec: Int(Date().timeIntervalSince1970) - 10 * 86_400, tv_nsec: 0)]
        old.append(old[0])
        #expect(utimensat(AT_FDCWD, "\(done)/\(names[0])", old, 0) == 0)
        let status = try CommandRunner.run(executable, ["status", "--json"] + storage)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let folders = try #require(object["folders"] as? [String: [String: Int]])
        #expect(folders["done"]?["files"] == 3 && (folders["done"]?["bytes"] ?? 0) > 0)
        // Without the flag nothing is pruned; with it, a file is aged by when its job ended, not by its modification
        // time (which a job's author sets): the three jobs ended just now and stay. (ErasureTests ages the jobs.)
        #expect(try CommandRunner.run(executable, ["run"] + storage).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: done).count == 3)
        #expect(try CommandRunner.run(executable, ["run", "--keep-files", "7"] + storage).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: done).sorted() == names)
        #expect(try CommandRunner.run(executable, ["run", "--keep-files", "0"] + storage).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: done).isEmpty)
        let reports = try CommandRunner.run(executable, ["reports", "--json"] + storage)
        #expect(reports.stdout.split(separator: "\n").count == 3)
    }
}
