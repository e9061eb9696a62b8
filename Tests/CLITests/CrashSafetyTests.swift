import Foundation
import Testing
import TestSupport

/// Kills the real runner with SIGKILL at random instants, again and again, then checks that every job
/// ended exactly once. Bounded (jobs, kills) so the suite stays fast; `scripts/soak-crash.sh` runs
/// the same idea for as long as you like.
@Suite struct CrashSafetyTests {
    let directory = TemporaryDirectory()

    @Test func killingTheRunnerAtRandomMomentsLosesAndDuplicatesNothing() throws {
        let queue = directory.url.appendingPathComponent("jobs")
        let database = directory.url.appendingPathComponent("db.sqlite").path
        let jobCount = 150
        for index in 0..<jobCount {
            try directory.write("jobs/incoming/job-\(index).json", validJob())
        }
        var generator = SystemRandomNumberGenerator()
        var kills = 0
        for _ in 0..<25 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["run", "--queue", queue.path, "--db", database, "--concurrency", "3", "--max-attempts", "100"]
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double.random(in: 0.005...0.08, using: &generator))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                kills += 1
            }
            process.waitUntilExit()
        }
        // A last, undisturbed run finishes whatever is left.
        let final = try CommandRunner.run(executable, ["run", "--queue", queue.path, "--db", database, "--max-attempts", "100"])
        #expect(final.status == 0, "\(final.stderr.suffix(2000))")

        let fm = FileManager.default
        let done = try fm.contentsOfDirectory(atPath: queue.appendingPathComponent("done").path)
        #expect(try fm.contentsOfDirectory(atPath: queue.appendingPathComponent("incoming").path).isEmpty)
        #expect(try fm.contentsOfDirectory(atPath: queue.appendingPathComponent("processing").path).isEmpty)
        #expect(try fm.contentsOfDirectory(atPath: queue.appendingPathComponent("failed").path).isEmpty)
        #expect(done.count == jobCount, "done: \(done.count), kills: \(kills)")

        let reports = try CommandRunner.run(executable, ["reports", "--db", database, "--queue", queue.path, "--json"])
        let rows = reports.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let jobs = rows.compactMap { $0["jobId"] as? String }
        #expect(rows.count == jobCount, "reports: \(rows.count), kills: \(kills)")
        #expect(Set(jobs).count == jobCount)
        #expect(rows.allSatisfy { $0["generation"] as? Int == 1 })
    }
}
