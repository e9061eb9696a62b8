import Support
#if canImport(Glibc)
import Glibc
#endif

/// A queue-directory failure: which operation on which path, and the system's reason.
package typealias QueueError = CodedError

extension CodedError {
    static func system(_ operation: String, _ path: String, errno number: Int32 = errno) -> QueueError {
        QueueError(code: number == ENOENT ? .notFound : .io, message: "\(operation) \(path): \(String(cString: strerror(number)))")
    }
}
