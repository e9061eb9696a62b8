import Support
#if canImport(Glibc)
import Glibc
#endif

/// A queue-directory failure: which operation on which path, and the system's reason.
package typealias QueueError = CodedError<QueueDomain>
package enum QueueDomain: ErrorDomain {}

extension CodedError where Domain == QueueDomain {
    static func system(_ operation: String, _ path: String, errno number: Int32 = errno) -> QueueError {
        QueueError(code: number == ENOENT ? .notFound : .io, message: "\(operation) \(path): \(String(cString: strerror(number)))")
    }
}
