#if canImport(Glibc)
import Glibc
#endif

/// A queue-directory failure: which operation on which path, and the system's reason.
public struct QueueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Stable code: `already_queued`, `too_large`, `not_regular_file`, `not_found`, `io`.
    public let code: String
    public let message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    static func system(_ operation: String, _ path: String, errno number: Int32 = errno) -> QueueError {
        QueueError(code: number == ENOENT ? "not_found" : "io", message: "\(operation) \(path): \(String(cString: strerror(number)))")
    }

    public var description: String { message }
}
