import Foundation
@testable import Pipeline
import Store
import Support
import Testing
import TestSupport

/// The store knows its version, and `reports` lists without holding every report (issue 21, item 7).
@Suite struct StoreVersionAndListingTests: QueueWorkspace {
    let directory = TemporaryDirectory()
    static let executable = BuiltProducts.executable("astrosvitla")

    /// A database a newer astrosvitla wrote was opened and written as if it were this version's.
    @Test func aDatabaseFromANewerVersionIsRefusedBeforeAnythingIsClaimed() throws {
        let store = try ReportStore(path: databasePath)
        try store.database.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'from the future', 'later')")
        try drop("a.json")
        let error = try #require(throws: StoreError.self) { try run() }
        #expect(error.code == .databaseTooNew && error.message.contains("schema version 99") && error.message.contains(databasePath))
        #expect(try queue.inbox() == ["a.json"] && queue.names(in: .processing).isEmpty)
        #expect(try store.database.scalarInt("SELECT MAX(version) FROM schema_migrations") == 99)
        let cli = try CommandRunner.run(Self.executable, ["run", "--queue", queue.root, "--db", databasePath])
        #expect(cli.status == 1 && cli.stdout.isEmpty)
        let lines = cli.stderr.split(separator: "\n").filter { !$0.hasPrefix("{") }
        #expect(lines.count == 1 && lines[0].hasPrefix("Error: database_too_new: "), "\(cli.stderr)")
        #expect(try queue.inbox() == ["a.json"])
    }

    /// `reports` loaded every stored report whole (100 000 took 2.1 GB): 50 reports of 4 MB each now list in the
    /// memory of one row.
    @Test func reportsStreamsTheListingAndHasALimit() throws {
        let store = try ReportStore(path: databasePath)
        let owner = ClaimOwner(pid: 1, token: "t")
        let padding = String(repeating: "x", count: 4 << 20)
        for index in 0..<50 {
            let key = "job-\(index).claim-t-1.json"
            #expect(try store.registerClaim(key: key, originalName: "job-\(index).json", owner: owner, leaseUntil: 1e12))
            let report = NewReport(jobID: "job-\(index)", languageCode: "en", requestedLanguage: "en", languageFallback: false, area: "career",
                                   houseSystem: nil, envelopeJSON: #"{"pad":"\#(padding)"}"#, reportMarkdown: "# x", backend: "offline",
                                   model: nil, promptVersion: nil, templateVersion: nil, glossaryVersion: nil)
            _ = try store.completeSuccess(key: key, owner: owner, regenerate: false, report: report)
        }
        try store.checkpoint()
        let (status, output, kilobytes) = try Self.measured(["reports", "--json", "--db", databasePath])
        #expect(status == 0 && output.split(separator: "\n").count == 50)
        #expect(kilobytes < 100_000, "reports held \(kilobytes) KB for 200 MB of reports")
        let limited = try CommandRunner.run(Self.executable, ["reports", "--limit", "3", "--db", databasePath])
        #expect(limited.status == 0 && limited.stdout.split(separator: "\n").count == 4)  // the header and the 3 newest
        #expect(limited.stdout.split(separator: "\n")[1].contains("job-49"))
    }

    /// Runs the binary under GNU time (`scripts/install-deps.sh` installs it; a process spawned from this large test
    /// process would count the test's own pages in its peak) and returns its status, its standard output and its
    /// peak resident set in KB.
    static func measured(_ arguments: [String]) throws -> (Int32, String, Int) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("rss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/time"), ["-f", "%M", "-o", report.path, executable.path] + arguments)
        let kilobytes = Int(try String(contentsOf: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
        return (result.status, result.stdout, kilobytes)
    }
}
