/// A value bound to or read from a statement.
package enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// Swift values that bind as SQL parameters.
package protocol SQLBindable { var sqlValue: SQLValue { get } }

extension Int: SQLBindable { package var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Int64: SQLBindable { package var sqlValue: SQLValue { .integer(self) } }
extension Double: SQLBindable { package var sqlValue: SQLValue { .real(self) } }
extension String: SQLBindable { package var sqlValue: SQLValue { .text(self) } }
extension Bool: SQLBindable { package var sqlValue: SQLValue { .integer(self ? 1 : 0) } }
extension SQLValue: SQLBindable { package var sqlValue: SQLValue { self } }
extension Optional: SQLBindable where Wrapped: SQLBindable {
    package var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
