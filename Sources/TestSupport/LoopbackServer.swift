#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 (ephemeral port) that speaks enough of the Chat Completions
/// protocol for client tests: keep-alive, one thread per connection (bounded), scripted replies per
/// request, and a record of every request received. It stops itself after `lifetime` seconds so a
/// forgotten server cannot outlive a test run.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
package final class LoopbackServer: @unchecked Sendable {
    package let port: UInt16
    /// The base URL a client appends `/chat/completions` to.
    package var baseURL: String { "http://127.0.0.1:\(port)/v1" }

    private let listener: Int32
    private let defaultReply: ScriptedReply
    private let fixedDelay: Double
    private let maxConnections: Int
    private let recording: Bool
    private let deadline: Date
    private let lock = NSLock()
    private var queue: [ScriptedReply] = []
    private var log: [ReceivedRequest] = []
    private var requestTotal = 0
    private var openSockets: Set<Int32> = []
    private var acceptedCount = 0
    private var stopped = false

    /// - Parameters:
    ///   - fixedDelay: seconds added before every reply (benchmarks).
    ///   - maxConnections: connections served at once; more are closed on accept.
    ///   - recording: keep every request in `received`; benchmarks turn it off to keep memory flat.
    package init(defaultReply: ScriptedReply, fixedDelay: Double = 0, maxConnections: Int = 64,
                recording: Bool = true, lifetime: Double = 120) throws {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw LoopbackServerError(operation: "socket") }
        var yes: Int32 = 1
        setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socketFD, pointer, length) == 0 && listen(socketFD, 128) == 0
                    && getsockname(socketFD, pointer, &length) == 0
            }
        }
        guard bound else {
            close(socketFD)
            throw LoopbackServerError(operation: "bind/listen")
        }
        listener = socketFD
        port = UInt16(bigEndian: address.sin_port)
        self.defaultReply = defaultReply
        self.fixedDelay = fixedDelay
        self.maxConnections = maxConnections
        self.recording = recording
        deadline = Date().addingTimeInterval(lifetime)
        // Weak: dropping the last reference to the server stops it within one poll interval.
        Thread.detachNewThread { [weak self] in
            while let server = self, server.acceptNext() {}
        }
    }

    deinit {
        stop()
        close(listener)
    }

    /// Queues replies for the next requests, in order.
    package func enqueue(_ replies: ScriptedReply...) {
        lock.withLock { queue.append(contentsOf: replies) }
    }

    /// Every request received so far, in arrival order (empty when not recording).
    package var received: [ReceivedRequest] { lock.withLock { log } }

    /// Requests received so far, recorded or not.
    package var requestCount: Int { lock.withLock { requestTotal } }

    /// Connections accepted so far.
    package var connectionsAccepted: Int { lock.withLock { acceptedCount } }

    /// Closes the listener and every open connection. Idempotent.
    package func stop() {
        let sockets: Set<Int32>? = lock.withLock {
            guard !stopped else { return nil }
            stopped = true
            return openSockets
        }
        guard let sockets else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        for socketFD in sockets { shutdown(socketFD, Int32(SHUT_RDWR)) }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Waits up to 100 ms for one connection; false once the server is stopped or past its lifetime.
    private func acceptNext() -> Bool {
        guard !isStopped else { return false }
        guard Date() < deadline else {
            stop()
            return false
        }
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0 else { return true }
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return true }
        let admitted: Int? = lock.withLock {
            guard !stopped, openSockets.count < maxConnections else { return nil }
            openSockets.insert(client)
            acceptedCount += 1
            return acceptedCount
        }
        guard let connection = admitted else {
            close(client)
            return true
        }
        Thread.detachNewThread { [self] in serve(client, connection: connection) }
        return true
    }

    private func serve(_ socketFD: Int32, connection: Int) {
        defer {
            lock.withLock { _ = openSockets.remove(socketFD) }
            close(socketFD)
        }
        // Idle keep-alive connections are dropped after 5 s, like llama-server.
        var idle = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &idle, socklen_t(MemoryLayout<timeval>.size))
        var reader = SocketReader(socket: socketFD)
        while !isStopped, let request = reader.readRequest(connection: connection) {
            let (reply, sequence) = lock.withLock { () -> (ScriptedReply, Int) in
                if recording { log.append(request) }
                requestTotal += 1
                return (queue.isEmpty ? defaultReply : queue.removeFirst(), requestTotal)
            }
            guard respond(reply, to: request, sequence: sequence, on: socketFD) else { return }
            if request.headers["connection"]?.lowercased() == "close" { return }
        }
    }

    /// Returns false when the connection must be closed.
    private func respond(_ reply: ScriptedReply, to request: ReceivedRequest, sequence: Int, on socketFD: Int32) -> Bool {
        if fixedDelay > 0 { Thread.sleep(forTimeInterval: fixedDelay) }
        var current = reply
        while case .delayed(let seconds, let inner) = current {
            Thread.sleep(forTimeInterval: seconds)
            current = inner
        }
        let bytes = current.responseBytes(for: request, sequence: sequence)
        guard case .resetMidBody = current else { return SocketReader.sendAll(bytes, on: socketFD) }
        let headEnd = bytes.firstRange(of: Data("\r\n\r\n".utf8))?.upperBound ?? bytes.startIndex
        _ = SocketReader.sendAll(bytes[..<(headEnd + (bytes.endIndex - headEnd) / 2)], on: socketFD)
        // SO_LINGER 0 makes close() send RST instead of FIN: a reset in the middle of the body.
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(socketFD, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        return false
    }
}

/// The server could not be started.
package struct LoopbackServerError: Error, Sendable {
    package let code = "loopback_server"
    package let message: String

    init(operation: String) {
        message = "\(operation) failed: errno \(errno)"
    }
}
