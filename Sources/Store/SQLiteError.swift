import CSQLite

/// An SQLite failure: the library's result code and message, and the SQL text — never bound values,
/// which may hold personal data.
package struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SQLite's extended result code.
    package let resultCode: Int32
    /// `sqlite3_errmsg` at the time of the failure.
    package let message: String
    /// The statement being run, if any.
    package let sql: String?

    package init(resultCode: Int32, message: String, sql: String? = nil) {
        self.resultCode = resultCode
        self.message = message
        self.sql = sql
    }

    /// Stable code for logs and database columns.
    package var code: String { isConstraintViolation ? "sqlite_constraint" : (isBusy ? "sqlite_busy" : "sqlite_error") }

    package var isConstraintViolation: Bool { resultCode & 0xff == SQLITE_CONSTRAINT }
    package var isBusy: Bool { resultCode & 0xff == SQLITE_BUSY || resultCode & 0xff == SQLITE_LOCKED }

    package var description: String {
        "SQLite error \(resultCode): \(message)" + (sql.map { " (in: \($0))" } ?? "")
    }
}
