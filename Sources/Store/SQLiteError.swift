import CSQLite

/// An SQLite failure: the library's result code and message, and the SQL text — never bound values,
/// which may hold personal data.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SQLite's extended result code.
    public let resultCode: Int32
    /// `sqlite3_errmsg` at the time of the failure.
    public let message: String
    /// The statement being run, if any.
    public let sql: String?

    public init(resultCode: Int32, message: String, sql: String? = nil) {
        self.resultCode = resultCode
        self.message = message
        self.sql = sql
    }

    /// Stable code for logs and database columns.
    public var code: String { isConstraintViolation ? "sqlite_constraint" : (isBusy ? "sqlite_busy" : "sqlite_error") }

    public var isConstraintViolation: Bool { resultCode & 0xff == SQLITE_CONSTRAINT }
    public var isBusy: Bool { resultCode & 0xff == SQLITE_BUSY || resultCode & 0xff == SQLITE_LOCKED }

    public var description: String {
        "SQLite error \(resultCode): \(message)" + (sql.map { " (in: \($0))" } ?? "")
    }
}
