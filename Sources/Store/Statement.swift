import CSQLite

/// A prepared statement owned by its `Database`, which caches and reuses it.
package final class Statement {
    let handle: OpaquePointer
    let sql: String
    private unowned let database: Database

    init(database: Database, sql: String) throws(SQLiteError) {
        var raw: OpaquePointer?
        let rc = sqlite3_prepare_v2(database.handle, sql, -1, &raw, nil)
        guard rc == SQLITE_OK, let raw else { throw database.error(rc, sql: sql) }
        self.handle = raw
        self.sql = sql
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// Resets the statement and binds `values` to its parameters in order.
    func bind(_ values: [SQLBindable]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch value.sqlValue {
            case .null: rc = sqlite3_bind_null(handle, index)
            case .integer(let v): rc = sqlite3_bind_int64(handle, index, v)
            case .real(let v): rc = sqlite3_bind_double(handle, index, v)
            case .text(let v):
                // With its byte count: a length of -1 would stop at the first NUL and store the text cut short.
                var text = v
                rc = text.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { characters in
                        guard let start = characters.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, csqlite_transient()) }
                        return sqlite3_bind_text(handle, index, start, Int32(characters.count), csqlite_transient())
                    }
                }
            }
            guard rc == SQLITE_OK else { throw database.error(rc, sql: sql) }
        }
    }

    /// Steps once; returns false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            sqlite3_reset(handle)
            throw database.error(rc, sql: sql)
        }
    }
}
