/// A database the runner must not use, with a stable code: `database_read_only`, `database_corrupt`,
/// `database_replaced` (the file at the path is no longer the one that was opened).
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public let code: String
    public let message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
