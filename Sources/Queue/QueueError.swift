#if canImport(Glibc)
import Glibc
#endif

/// A queue-directory failure: which operation on which path, and the system's reason.
public struct QueueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable codes, one catalogue: callers match these cases, never spelled strings.
    public enum Code: String, Sendable {
        case alreadyQueued = "already_queued", tooLarge = "too_large", notRegularFile = "not_regular_file"
        case notFound = "not_found", io, queueUnusable = "queue_unusable"
    }

    public let code: Code
    public let message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    static func system(_ operation: String, _ path: String, errno number: Int32 = errno) -> QueueError {
        QueueError(code: number == ENOENT ? .notFound : .io, message: "\(operation) \(path): \(String(cString: strerror(number)))")
    }

    public var description: String { message }
}
