import Foundation
import Testing
@testable import Store
import TestSupport

@Suite struct ReportStoreTests {
    let directory = TemporaryDirectory()
    var path: String { directory.url.appendingPathComponent("test.sqlite").path }
    let owner = ClaimOwner(pid: 1234, token: "token-a")

    func report(_ jobID: String = "olena", language: String = "uk") -> NewReport {
        NewReport(jobID: jobID, languageCode: language, requestedLanguage: "uk-UA", languageFallback: false, area: "career",
                  houseSystem: "placidus", envelopeJSON: #"{"language_code":"\#(language)","report":{"summary":"x"},"chart":{"julianDayUT":2447976.1}}"#,
                  reportMarkdown: "# x",
                  backend: "offline", model: nil, promptVersion: "p1", templateVersion: "t1", glossaryVersion: "g1")
    }

    func claimed(_ store: ReportStore, _ key: String) throws {
        #expect(try store.registerClaim(key: key, originalName: "\(key).json", owner: owner, leaseUntil: 1e12))
    }

    @Test func openingUsesWALForeignKeysAndRecordsTheSchemaVersion() throws {
        let store = try ReportStore(path: path)
        #expect(try store.database.scalarString("PRAGMA journal_mode") == "wal")
        #expect(try store.database.scalarInt("PRAGMA foreign_keys") == 1)
        #expect(try store.database.scalarInt("SELECT MAX(version) FROM schema_migrations") == ReportStore.migrations.last?.version)
        // Reopening applies nothing twice.
        _ = try ReportStore(path: path)
        #expect(try store.database.scalarInt("SELECT COUNT(*) FROM schema_migrations") == ReportStore.migrations.count)
    }

    /// Text was bound with length -1, so SQLite stopped at the first NUL: a NUL from a name or a model's answer cut the
    /// stored Markdown short while the run reported success. Text goes in and comes out whole, by its byte count.
    @Test func textWithANulIsStoredAndReadWhole() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        var report = report()
        report.reportMarkdown = "# Ol\u{0}ena\n\nafter the NUL: ✓"
        guard case .stored(let id, _) = try store.completeSuccess(key: "a", owner: owner, regenerate: false, report: report) else {
            Issue.record("not stored"); return
        }
        #expect(try store.report(id: id)?.content.reportMarkdown == report.reportMarkdown)
        #expect(try store.database.scalarInt("SELECT length(CAST(report_markdown AS BLOB)) FROM reports WHERE id = ?", [id])
                == report.reportMarkdown.utf8.count)
        try store.database.execute("CREATE TABLE t (v TEXT)")
        try store.database.execute("INSERT INTO t VALUES (?)", [""])
        #expect(try store.database.scalarString("SELECT v FROM t") == "")
    }

    @Test func storedReportCannotBeUpdated() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        guard case .stored(let id, _) = try store.completeSuccess(key: "a", owner: owner, regenerate: false, report: report()) else {
            Issue.record("not stored"); return
        }
        #expect(throws: SQLiteError.self) { try store.database.execute("UPDATE reports SET language_code = 'ru' WHERE id = ?", [id]) }
        #expect(throws: SQLiteError.self) { try store.database.execute("UPDATE reports SET envelope_json = '{}' WHERE id = ?", [id]) }
        #expect(throws: SQLiteError.self) { try store.database.execute("UPDATE reports SET report_json = '{}' WHERE id = ?", [id]) }
        #expect(try store.report(id: id)?.content.languageCode == "uk")
    }

    @Test func theChartAndTheAppReportAreReadFromTheEnvelopeStoredOnce() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        guard case .stored(let id, _) = try store.completeSuccess(key: "a", owner: owner, regenerate: false, report: report()) else {
            Issue.record("not stored"); return
        }
        #expect(try store.database.scalarString("SELECT report_json FROM reports WHERE id = ?", [id]) == #"{"summary":"x"}"#)
        #expect(try store.database.scalarString("SELECT chart_json FROM reports WHERE id = ?", [id]) == #"{"julianDayUT":2447976.1}"#)
    }

    /// A database written before migration 2 (chart and report stored beside the envelope) keeps every report,
    /// its language and its content; the old columns come back computed from the envelope, and the
    /// immutability trigger still holds.
    @Test func aVersionOneDatabaseKeepsEveryReportThroughTheMigration() throws {
        let old = try Database(path: path)
        try old.migrate(Array(ReportStore.migrations.prefix(1)))
        for (index, language) in ["uk", "ja", "pt-BR"].enumerated() {
            let envelope = #"{"language_code":"\#(language)","report":{"summary":"s\#(index)"},"chart":{"julianDayUT":\#(index)}}"#
            try old.execute("""
                INSERT INTO reports (job_id, generation, claim_key, language_code, requested_language, language_fallback, area,
                    chart_json, report_json, envelope_json, report_markdown, backend, created_at)
                VALUES ('job', ?, ?, ?, ?, 0, 'career', ?, ?, ?, '# r', 'offline', '2026-01-01T00:00:00.000Z')
                """, [index + 1, "k\(index)", language, language, #"{"julianDayUT":\#(index)}"#, #"{"summary":"s\#(index)"}"#, envelope])
        }
        let store = try ReportStore(path: path)
        #expect(try store.database.scalarInt("SELECT MAX(version) FROM schema_migrations") == ReportStore.migrations.last?.version)
        let reports = try store.reports(ReportFilter()).sorted { $0.generation < $1.generation }
        #expect(reports.map(\.content.languageCode) == ["uk", "ja", "pt-BR"])
        for (index, report) in reports.enumerated() {
            #expect(try store.database.scalarString("SELECT chart_json FROM reports WHERE id = ?", [report.id]) == #"{"julianDayUT":\#(index)}"#)
            #expect(try store.database.scalarString("SELECT report_json FROM reports WHERE id = ?", [report.id]) == #"{"summary":"s\#(index)"}"#)
        }
        #expect(throws: SQLiteError.self) { try store.database.execute("UPDATE reports SET language_code = 'en'") }
    }

    @Test func languageOutsideTheThirteenIsRefusedByTheDatabase() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        #expect(throws: SQLiteError.self) {
            _ = try store.completeSuccess(key: "a", owner: owner, regenerate: false, report: report(language: "xx"))
        }
        #expect(try store.claim(key: "a")?.state == .processing)  // the transaction rolled back whole
    }

    @Test func regeneratingAddsAGenerationAndKeepsTheOldReportAndItsLanguage() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        try claimed(store, "b")
        try claimed(store, "c")
        #expect(try store.completeSuccess(key: "a", owner: owner, regenerate: false, report: report(language: "uk"))
                == .stored(reportID: 1, generation: 1))
        #expect(try store.completeSuccess(key: "b", owner: owner, regenerate: false, report: report(language: "de")) == .duplicate)
        #expect(try store.completeSuccess(key: "b", owner: owner, regenerate: true, report: report(language: "de"))
                == .stored(reportID: 2, generation: 2))
        let reports = try store.reports(ReportFilter(jobID: "olena"))
        #expect(reports.map(\.generation) == [2, 1])
        #expect(reports.map(\.content.languageCode) == ["de", "uk"])
    }

    @Test func onlyOneOfTwoRunnersTakesOverAStaleClaim() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        let b = ClaimOwner(pid: 2, token: "token-b"), c = ClaimOwner(pid: 3, token: "token-c")
        #expect(try store.takeOver(key: "a", previousToken: "token-a", owner: b, leaseUntil: 1e12))
        #expect(try !store.takeOver(key: "a", previousToken: "token-a", owner: c, leaseUntil: 1e12))
        #expect(try store.claim(key: "a")?.attempts == 2)
        // The old owner's late result is not recorded.
        #expect(try store.completeSuccess(key: "a", owner: owner, regenerate: false, report: report()) == .lostClaim)
        #expect(try store.reports().isEmpty)
    }

    @Test func registeringTheSameClaimTwiceIsRefused() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        #expect(try !store.registerClaim(key: "a", originalName: "a.json", owner: owner, leaseUntil: 0))
    }

    @Test func summaryCountsStatesFailuresTokensAndCost() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "a")
        try claimed(store, "b")
        var priced = report()
        priced.promptTokens = 100
        priced.completionTokens = 50
        priced.costUSD = 0.25
        _ = try store.completeSuccess(key: "a", owner: owner, regenerate: false, report: priced)
        _ = try store.completeFailure(key: "b", owner: owner, jobID: nil, code: .invalidJson, message: "bad")
        let summary = try store.summary()
        #expect(summary.done == 1 && summary.failed == 1 && summary.processing == 0)
        #expect(summary.failuresByCode == ["invalid_json": 1])
        #expect(summary.promptTokens == 100 && summary.completionTokens == 50 && summary.costUSD == 0.25)
    }

    /// A job that failed, was fixed and enqueued again, and then succeeded is done: its old failure no longer counts.
    @Test func aFailureCountsOnlyWhileItIsTheJobsLatestAttempt() throws {
        let store = try ReportStore(path: path)
        try claimed(store, "first")
        _ = try store.completeFailure(key: "first", owner: owner, jobID: "job-1", code: .invalidJson, message: "bad")
        #expect(try store.summary().failed == 1)
        try claimed(store, "second")
        _ = try store.completeSuccess(key: "second", owner: owner, regenerate: false, report: report("job-1"))
        let summary = try store.summary()
        #expect(summary.failed == 0 && summary.done == 1 && summary.failuresByCode.isEmpty)
    }

    @Test func sqliteErrorsCarryTheLibraryMessageAndTheSQL() throws {
        let store = try ReportStore(path: path)
        let error = #expect(throws: SQLiteError.self) { try store.database.execute("SELECT * FROM no_such_table") }
        #expect(error?.message.contains("no such table") == true)
        #expect(error?.sql == "SELECT * FROM no_such_table")
    }
}
