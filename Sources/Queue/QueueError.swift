#if canImport(Glibc)
import Glibc
#endif

/// A queue-directory failure: which operation on which path, and the system's reason.
package struct QueueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable codes, one catalogue: callers match these cases, never spelled strings.
    package enum Code: String, Sendable {
        case alreadyQueued = "already_queued", tooLarge = "too_large", notRegularFile = "not_regular_file"
        case notFound = "not_found", io, queueUnusable = "queue_unusable"
    }

    package let code: Code
    package let message: String

    package init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    static func system(_ operation: String, _ path: String, errno number: Int32 = errno) -> QueueError {
        QueueError(code: number == ENOENT ? .notFound : .io, message: "\(operation) \(path): \(String(cString: strerror(number)))")
    }

    package var description: String { message }
}
