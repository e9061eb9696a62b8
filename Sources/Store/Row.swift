import CSQLite

/// The current row of a stepping statement. Valid only until the next step; copy values out.
package struct Row {
    let handle: OpaquePointer

    package func isNull(_ index: Int) -> Bool { sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL }

    package func int(_ index: Int) -> Int { Int(sqlite3_column_int64(handle, Int32(index))) }

    package func double(_ index: Int) -> Double { sqlite3_column_double(handle, Int32(index)) }

    /// The whole text, by its byte count (a NUL inside it does not end it).
    package func string(_ index: Int) -> String {
        guard let text = sqlite3_column_text(handle, Int32(index)) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    package func optionalString(_ index: Int) -> String? { isNull(index) ? nil : string(index) }
    package func optionalInt(_ index: Int) -> Int? { isNull(index) ? nil : int(index) }
    package func optionalDouble(_ index: Int) -> Double? { isNull(index) ? nil : double(index) }
}
