import Foundation
@testable import Pipeline
import Queue
import Store
import Support
import Testing
import TestSupport

/// Erasure against hostile timing and forensics (issue 21, item 5): a runner finishing between plan and
/// transaction, the bytes left in the database file and its log, file ages an author can set, guessable hashes.
extension ErasureTests {
    /// A runner finished a new generation between erase's plan and its transaction: its report and its file in
    /// done/ stayed, and the counts printed were the plan's.
    @Test func aGenerationFinishedAfterThePlanIsErasedAndCounted() throws {
        try populate()
        let eraser = try Eraser(queuePath: queue.root, databasePath: databasePath)
        let plan = try eraser.plan(jobIDs: ["olena"])
        #expect(plan[0].reports == 2 && plan[0].claims == 2)
        try drop("olena+regenerate-2-y.json", request(id: "olena"))
        #expect(try run().succeeded == 1)  // generation 3; the file renamed by hand fails as a duplicate
        let erased = try eraser.erase(plan)
        #expect(erased[0].reports == 3 && erased[0].claims == 4, "\(erased)")
        #expect(erased[0].files.contains { $0.hasPrefix("done/olena+regenerate-2-y.claim-") })
        let left = try files()
        #expect(left.allSatisfy { !$0.contains("olena") && !$0.contains("renamed") }, "\(left)")
        let store = try ReportStore(path: databasePath)
        #expect(try store.reports(ReportFilter(jobID: "olena")).isEmpty)
        #expect(try store.database.scalarInt("SELECT COUNT(*) FROM claims WHERE job_id = 'olena'") == 0)
        let logged = try store.database.rows("SELECT reports, claims, files FROM erasures") { [$0.int(0), $0.int(1), $0.int(2)] }
        #expect(logged == [[3, 4, erased[0].files.count]])
    }

    /// The erasure log stored a plain SHA-256 of the id: anyone with the database could hash a guessed id and find it.
    @Test func theLogKeepsAKeyedHashAndKeysOlderEntries() throws {
        try populate()
        let store = try ReportStore(path: databasePath)
        try store.database.execute("INSERT INTO erasures (job_id_hash, requested_at, reports, claims) VALUES (?, 'then', 1, 1)",
                                   [SHA256.hex("guessable")])
        let eraser = try Eraser(queuePath: queue.root, databasePath: databasePath)
        _ = try eraser.erase(try eraser.plan(jobIDs: ["ivan"]))
        let hashes = try store.database.rows("SELECT job_id_hash FROM erasures ORDER BY id") { $0.string(0) }
        let key = try ErasureKey(databasePath: databasePath).load()
        #expect(hashes == [ErasureKey.hash(of: "sha256:" + SHA256.hex("guessable"), key: key), ErasureKey.hash(of: "ivan", key: key)])
        #expect(!hashes.contains(SHA256.hex("ivan")) && hashes.allSatisfy { $0.hasPrefix("hmac-sha256:") && $0.count == 12 + 64 })
        // The key is beside the database, for its owner only, and nowhere in it.
        let attributes = try FileManager.default.attributesOfItem(atPath: databasePath + ".erasure-key")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let database = try Data(contentsOf: URL(fileURLWithPath: databasePath))
        #expect(database.range(of: Data(SHA256.hex(key).utf8)) == nil)
    }

    /// After `erase`, the person's bytes stayed in free pages of the database and in the `-wal`, while a runner held
    /// the database open: deleted rows are now overwritten and the log emptied.
    @Test func noByteOfThePersonStaysInTheDatabaseOrItsLog() throws {
        let root = BuiltProducts.packageRoot(from: #filePath)
        let settings = ["ASTROSVITLA_GLOSSARIES": root.appendingPathComponent("Glossaries").path,
                        "ASTROSVITLA_TEMPLATES": root.appendingPathComponent("Templates").path]
        let markers = ["Zebulon Quixotic", "Xylophonia-upon-Sea", "zq-person-7"]
        try drop("zq.json", Data(#"{"id": "zq-person-7", "name": "Zebulon Quixotic", "birth": {"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.45, "longitude": 30.52, "place": "Xylophonia-upon-Sea"}, "language": "en", "area": "career"}"#.utf8))
        try drop("other.json", request(id: "other"))
        let processor = try ProcessorFactory.processor(backend: .offline, environment: settings)
        #expect(try run(processor).succeeded == 2)
        // A runner (or a `run --watch`) keeps its connections open the whole time.
        let runner = try ReportStore(path: databasePath)
        #expect(try runner.isStored(jobID: "zq-person-7"))
        let eraser = try Eraser(queuePath: queue.root, databasePath: databasePath)
        _ = try eraser.erase(try eraser.plan(jobIDs: ["zq-person-7"]))
        try runner.setJobID("other", key: "nothing")  // the runner writes on afterwards
        for file in [databasePath, databasePath + "-wal"] {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data()
            for marker in markers {
                #expect(bytes.range(of: Data(marker.utf8)) == nil, "\(marker) is still in \(file)")
            }
        }
        #expect(try runner.isStored(jobID: "other") && !runner.isStored(jobID: "zq-person-7"))
    }

    /// `--keep-files` judged a file by its modification time, which the job's author sets: a file dropped with an
    /// old mtime was pruned the moment its job finished, and one touched later was kept for ever.
    @Test func keepFilesAgesAFileByWhenItsJobEnded() throws {
        let old = Date(timeIntervalSince1970: 978_307_200)  // 2001-01-01
        try drop("old-mtime.json", request(id: "oldmtime"))
        try drop("bad.json", Data("{".utf8))
        for name in ["old-mtime.json", "bad.json"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: queue.path(.incoming, name))
        }
        _ = try run()
        var keeping = configuration()
        keeping.keepFilesDays = 1
        _ = try Runner(configuration: keeping, processor: CountingProcessor(), logger: .silent).run()
        #expect(try queue.count(.done) == 1 && queue.names(in: .failed).count == 2, "pruned at once")
        // Jobs that ended long ago go, whatever their files' times say.
        try ReportStore(path: databasePath).database.execute("UPDATE claims SET finished_at = '2001-01-01T00:00:00.000Z'")
        _ = try Runner(configuration: keeping, processor: CountingProcessor(), logger: .silent).run()
        #expect(try queue.names(in: .done).isEmpty && queue.names(in: .failed).isEmpty)
    }

    /// Red team: a job whose id ends in `.reason` (a legal id) was taken for a failure sidecar in the inbox: `erase`
    /// said "no trace" and left its file, and `status` did not count it.
    @Test func aJobWhoseIdEndsInReasonIsFoundErasedAndCounted() throws {
        try drop("olena.reason.json", request(id: "olena.reason"))
        #expect(queue.count(.incoming) == 1)
        let eraser = try Eraser(queuePath: queue.root, databasePath: databasePath)
        let plan = try eraser.plan(jobIDs: ["olena.reason"])
        #expect(plan.first?.files == ["incoming/olena.reason.json"])
        #expect(try eraser.erase(plan).first?.files == ["incoming/olena.reason.json"])
        #expect(try files().isEmpty)
    }
}
