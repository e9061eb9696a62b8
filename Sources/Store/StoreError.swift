/// A database the runner must not use, with a stable code: `database_read_only`, `database_corrupt`,
/// `database_replaced` (the file at the path is no longer the one that was opened).
package struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    package let code: String
    package let message: String

    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { message }
}
