import Foundation
import Testing
import TestSupport

/// Round 2 of hostile input, run as the real binary: what a job author, a catalog or a chart line can send, and
/// what each command must do with it (refuse it with a code and go on; never crash, never block the queue).
@Suite struct HostileInputTests {
    let directory = TemporaryDirectory()
    var queue: URL { directory.url.appendingPathComponent("jobs") }
    var database: String { directory.url.appendingPathComponent("db.sqlite").path }
    var storage: [String] { ["--queue", queue.path, "--db", database] }

    func cli(_ arguments: [String], stdin: Data? = nil) throws -> CommandResult {
        try CommandRunner.run(executable, arguments, stdin: stdin)
    }

    func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: queue.appendingPathComponent(folder).path).sorted()
    }

    /// A job whose name is 40 000 opening brackets (40 KB): it crashed `enqueue` and every `run` (SIGSEGV).
    static let bracketJob = #"{"id": "deep", "name": "# + String(repeating: "[", count: 40_000)

    @Test func aJobOfNestedBracketsIsRefusedByEnqueueAndFailedByRunWithItsCode() throws {
        let file = try directory.write("deep.json", Self.bracketJob)
        let enqueued = try cli(["enqueue", "--json"] + storage + [file])
        #expect(enqueued.status == 1, "\(enqueued.stderr)")
        #expect((enqueued.stdout + enqueued.stderr).contains("nesting_too_deep"))

        try directory.write("jobs/incoming/deep.json", Self.bracketJob)
        try directory.write("jobs/incoming/fine.json", validJob("fine"))
        let run = try cli(["run", "--backend", "offline"] + storage)
        #expect(run.status == 1, "\(run.stderr.suffix(500))")
        #expect(run.stderr.contains(#""code":"nesting_too_deep""#))
        #expect(try names("done").count == 1)
        let sidecar = try #require(try names("failed").first { $0.hasSuffix(".reason.json") })
        let reason = try JSONSerialization.jsonObject(with: Data(contentsOf: queue.appendingPathComponent("failed/\(sidecar)"))) as? [String: Any]
        #expect(reason?["code"] as? String == "nesting_too_deep", "\(String(describing: reason))")
        // Nothing left for a next run to trip on.
        #expect(try cli(["run", "--backend", "offline"] + storage).status == 0)
    }

    /// An 800 KB line of brackets (under the 1 MiB line cap) crashed `chart --jsonl`; the lines after it must still run.
    @Test func chartJSONLinesAnswerADeepLineWithAnErrorAndGoOn() throws {
        let input = String(repeating: "[", count: 800_000) + "\n"
            + #"{"utc": "2000-01-01T00:00:00Z", "latitude": 1, "longitude": 2}"# + "\n"
        let result = try cli(["chart", "--jsonl"], stdin: Data(input.utf8))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(result.status == 1 && lines.count == 2, "\(result.stderr.suffix(300))")
        #expect(lines.first?.contains(#""code":"nesting_too_deep""#) == true)
        #expect(lines.last?.hasPrefix(#"{"angles""#) == true)
    }

    @Test func glossaryImportRefusesADeepCatalogAndWritesNothing() throws {
        let glossaries = try copyOfGlossaries()
        let before = try glossaryBytes(glossaries)
        let catalog = try directory.write("deep.xcstrings", #"{"sourceLanguage": "en", "strings": "# + String(repeating: "[", count: 40_000))
        let result = try cli(["glossary", "import", "--glossaries", glossaries.path, catalog])
        #expect(result.status == 1, "\(result.stderr.suffix(300))")
        #expect(result.stderr.contains("xcstrings.invalid") && result.stderr.contains("nested deeper than"))
        #expect(try glossaryBytes(glossaries) == before)
    }

    /// After `erase`, the person stayed in the `-wal` while `run --watch` held the database open, and after the
    /// watcher was stopped with SIGTERM: deleted rows are overwritten and the log emptied by the erasure itself.
    @Test func noByteOfAnErasedPersonStaysWhileAWatcherHoldsTheDatabaseNorAfterItStops() throws {
        let markers = ["Zebulon Quixotic", "Xylophonia-upon-Sea", "zq-person-7"]
        try directory.write("jobs/incoming/zq.json", #"{"id": "zq-person-7", "name": "Zebulon Quixotic", "birth": {"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.45, "longitude": 30.52, "place": "Xylophonia-upon-Sea"}, "language": "en", "area": "career"}"#)
        let watcher = Process()
        watcher.executableURL = executable
        watcher.arguments = ["run", "--watch", "--backend", "offline"] + storage
        watcher.standardError = FileHandle.nullDevice
        watcher.standardOutput = FileHandle.nullDevice
        try watcher.run()
        defer { if watcher.isRunning { watcher.terminate() } }
        let deadline = Date().addingTimeInterval(60)
        while (try? names("done"))?.isEmpty ?? true, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let erased = try cli(["erase", "--job", "zq-person-7"] + storage)
        #expect(erased.status == 0, "\(erased.stderr)")
        func leftovers() -> [String] {
            [database, database + "-wal"].flatMap { file -> [String] in
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data()
                return markers.filter { bytes.range(of: Data($0.utf8)) != nil }.map { "\($0) in \(file)" }
            }
        }
        #expect(leftovers().isEmpty, "while the watcher runs")
        kill(watcher.processIdentifier, SIGTERM)
        watcher.waitUntilExit()
        #expect(watcher.terminationStatus == 143)
        #expect(leftovers().isEmpty, "after SIGTERM")
    }

    /// Importing a catalog wrote the glossaries first and checked after: a catalog that breaks the check left all
    /// 13 glossaries failing it on disk. Now nothing is written unless the merged glossaries pass.
    @Test func glossaryImportWritesNothingUnlessTheCheckPasses() throws {
        let glossaries = try copyOfGlossaries()
        let before = try glossaryBytes(glossaries)
        // The app's translator rewrote a Ukrainian pattern and dropped its placeholder: a real translation, but broken.
        let exported = try cli(["glossary", "export", "--format", "xcstrings", "--glossaries", glossaries.path])
        #expect(exported.status == 0)
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: Any])
        var pattern = try #require(strings["report.header.for_name"] as? [String: Any])
        var localizations = try #require(pattern["localizations"] as? [String: Any])
        localizations["uk"] = ["stringUnit": ["state": "translated", "value": "Ваш персональний астрологічний аналіз"]]
        pattern["localizations"] = localizations
        strings["report.header.for_name"] = pattern
        catalog["strings"] = strings
        let file = directory.url.appendingPathComponent("app.xcstrings")
        try JSONSerialization.data(withJSONObject: catalog).write(to: file)

        let kept = try cli(["glossary", "import", "--glossaries", glossaries.path, file.path])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("report.header.for_name [uk]") && kept.stderr.contains("ours were kept"))
        #expect(try glossaryBytes(glossaries) == before)

        let theirs = try cli(["glossary", "import", "--theirs", "--glossaries", glossaries.path, file.path])
        #expect(theirs.status == 1)
        #expect(theirs.stderr.contains("nothing was written") && theirs.stdout.contains("report.header.for_name"), "\(theirs.stderr)")
        #expect(try glossaryBytes(glossaries) == before)
        #expect(try cli(["glossary", "check", "--glossaries", glossaries.path]).status == 0)
    }

    /// A copy of the repository's glossaries that a test may change.
    func copyOfGlossaries() throws -> URL {
        let copy = directory.url.appendingPathComponent("Glossaries")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Glossaries"), to: copy)
        return copy
    }

    func glossaryBytes(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
