import CSQLite
import Foundation

/// One SQLite connection. Owns its handle and its prepared statements; not shared between threads
/// (each worker opens its own connection: WAL lets readers and one writer proceed together).
package final class Database {
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]

    /// Opens (creating if needed) the database at `path` with the settings every process sharing the
    /// file must use: WAL (verified), synchronous=NORMAL, foreign keys, a busy timeout.
    package init(path: String, busyTimeoutMilliseconds: Int32 = 10_000) throws(SQLiteError) {
        var raw: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &raw, flags, nil)
        guard rc == SQLITE_OK, let raw else {
            let message = raw.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
            sqlite3_close_v2(raw)
            throw SQLiteError(resultCode: rc, message: "\(message): \(path)")
        }
        handle = raw
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        let mode = try Self.retryingWhileBusy(for: Double(busyTimeoutMilliseconds) / 1000) {
            () throws(SQLiteError) -> String? in try scalarString("PRAGMA journal_mode=WAL")
        }
        guard mode?.lowercased() == "wal" else {
            throw SQLiteError(resultCode: SQLITE_ERROR, message: "journal_mode is \(mode ?? "unknown"), WAL required: \(path)")
        }
        try execute("PRAGMA synchronous=NORMAL")
        // A deleted row's bytes are overwritten, not left in a free page (erasure must leave nothing of a person).
        try execute("PRAGMA secure_delete=ON")
        try execute("PRAGMA foreign_keys=ON")
        guard try scalarInt("PRAGMA foreign_keys") == 1 else {
            throw SQLiteError(resultCode: SQLITE_ERROR, message: "foreign keys could not be enabled")
        }
    }

    /// Switching to WAL takes an exclusive lock that the busy timeout does not wait for when several
    /// processes open a new file at once; retry for as long as the busy timeout would have.
    private static func retryingWhileBusy<T>(for seconds: Double, _ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            do { return try body() } catch where error.isBusy && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    func error(_ rc: Int32, sql: String?) -> SQLiteError {
        SQLiteError(resultCode: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    private func statement(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = statements[sql] { return cached }
        let statement = try Statement(database: self, sql: sql)
        statements[sql] = statement
        return statement
    }

    /// Runs one or more statements without parameters (schema, pragmas).
    package func executeScript(_ sql: String) throws(SQLiteError) {
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        guard rc == SQLITE_OK else { throw error(rc, sql: sql) }
    }

    /// Runs one statement to completion; returns the number of rows it changed.
    @discardableResult
    package func execute(_ sql: String, _ values: [SQLBindable] = []) throws(SQLiteError) -> Int {
        let statement = try statement(sql)
        try statement.bind(values)
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Calls `body` for each row of the query.
    package func forEachRow(_ sql: String, _ values: [SQLBindable] = [], _ body: (Row) throws -> Void) throws {
        let statement = try statement(sql)
        try statement.bind(values)
        defer { sqlite3_reset(statement.handle) }
        while try statement.step() { try body(Row(handle: statement.handle)) }
    }

    /// Maps every row of the query.
    package func rows<T>(_ sql: String, _ values: [SQLBindable] = [], _ map: (Row) throws -> T) throws -> [T] {
        var result: [T] = []
        try forEachRow(sql, values) { result.append(try map($0)) }
        return result
    }

    /// The first row of the query mapped, or nil.
    package func firstRow<T>(_ sql: String, _ values: [SQLBindable] = [], _ map: (Row) throws -> T) throws -> T? {
        let statement = try statement(sql)
        try statement.bind(values)
        defer { sqlite3_reset(statement.handle) }
        return try statement.step() ? try map(Row(handle: statement.handle)) : nil
    }

    package func scalarInt(_ sql: String, _ values: [SQLBindable] = []) throws(SQLiteError) -> Int? {
        do { return try firstRow(sql, values) { $0.optionalInt(0) } ?? nil } catch let e as SQLiteError { throw e } catch {
            throw SQLiteError(resultCode: SQLITE_ERROR, message: "\(error)", sql: sql)
        }
    }

    package func scalarString(_ sql: String, _ values: [SQLBindable] = []) throws(SQLiteError) -> String? {
        do { return try firstRow(sql, values) { $0.optionalString(0) } ?? nil } catch let e as SQLiteError { throw e } catch {
            throw SQLiteError(resultCode: SQLITE_ERROR, message: "\(error)", sql: sql)
        }
    }

    package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether SQLite opened the main database read-only (a file or folder without write permission).
    package var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// `PRAGMA quick_check`: nil when the file is sound, else SQLite's first complaint.
    package func quickCheck() throws(SQLiteError) -> String? {
        let result = try scalarString("PRAGMA quick_check(1)")
        return result == "ok" ? nil : result ?? "quick_check returned nothing"
    }

    /// `PRAGMA wal_checkpoint(TRUNCATE)`, asked again while readers keep it from finishing, for up to `seconds`:
    /// afterwards the log is empty and every page is in the database file.
    package func checkpoint(seconds: Double) throws(SQLiteError) {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let busy: Int?
            do { busy = try firstRow("PRAGMA wal_checkpoint(TRUNCATE)") { $0.int(0) } } catch let error as SQLiteError {
                guard error.isBusy && Date() < deadline else { throw error }
                busy = 1
            } catch {
                throw SQLiteError(resultCode: SQLITE_ERROR, message: "\(error)", sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
            if busy == 0 { return }
            guard Date() < deadline else {
                throw SQLiteError(resultCode: SQLITE_BUSY, message: "the write-ahead log could not be emptied within \(Int(seconds)) s: "
                                      + "another connection kept a transaction open", sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Runs `body` in a transaction that takes the write lock up front (BEGIN IMMEDIATE), so two
    /// processes never deadlock upgrading read locks; commits on return, rolls back on throw.
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            _ = try? execute("ROLLBACK")
            throw error
        }
    }
}
