import Foundation

/// A thread-safe HTTP client over libcurl. Each call borrows an easy handle from a pool and returns it,
/// so N threads calling at once use N handles, and every handle keeps its connections alive.
///
/// `@unchecked Sendable`: the only mutable state (the idle list) is guarded by `lock`, and a handle is
/// used by exactly one thread between checkout and checkin. Not a `Mutex`: the handles are not `Sendable` (a C
/// handle is owned by one thread at a time), and moving one into and out of a `Mutex` is the hand-over Swift 6's
/// region checking cannot follow ("'inout sending' parameter cannot be task-isolated").
package final class HTTPClient: @unchecked Sendable {
    package let limits: TransportLimits
    private let lock = NSLock()
    private var idle: [CurlEasy] = []

    package init(limits: TransportLimits = TransportLimits()) throws {
        try CurlGlobal.ensureInitialized()
        self.limits = limits
    }

    /// Sends the request and returns any HTTP response, whatever its status; throws `TransportError`.
    package func send(_ request: HTTPRequest) throws -> HTTPResponse {
        let easy = try checkout()
        // On a throw the handle is not checked in: a failed transfer may leave a broken connection in it.
        let response = try easy.perform(request, limits: limits)
        checkin(easy)
        return response
    }

    private func checkout() throws -> CurlEasy {
        if let easy = lock.withLock({ idle.popLast() }) { return easy }
        return try CurlEasy()
    }

    private func checkin(_ easy: CurlEasy) {
        lock.withLock {
            if idle.count < limits.maxIdleHandles { idle.append(easy) }
        }
    }
}
