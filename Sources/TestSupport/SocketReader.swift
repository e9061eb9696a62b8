#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Reads HTTP/1.1 requests (Content-Length bodies only) from one socket, keeping leftovers between
/// requests on a kept-alive connection.
struct SocketReader {
    let socket: Int32
    private var buffer = Data()
    /// Requests bigger than this end the connection: the server is bounded too.
    private let maxRequestBytes = 4 << 20

    init(socket: Int32) {
        self.socket = socket
    }

    /// The next request, or nil on EOF, timeout, error or a malformed request.
    mutating func readRequest(connection: Int) -> ReceivedRequest? {
        let separator = Data("\r\n\r\n".utf8)
        var headEnd = buffer.firstRange(of: separator)
        while headEnd == nil {
            guard fill() else { return nil }
            headEnd = buffer.firstRange(of: separator)
        }
        guard let headRange = headEnd, let head = ReceivedRequest.parseHead(buffer[..<headRange.lowerBound]) else {
            return nil
        }
        let length = Int(head.headers["content-length"] ?? "0") ?? 0
        guard length >= 0, length <= maxRequestBytes else { return nil }
        while buffer.count - (headRange.upperBound - buffer.startIndex) < length {
            guard fill() else { return nil }
        }
        let bodyStart = headRange.upperBound
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        buffer = Data(buffer[(bodyStart + length)...])
        return ReceivedRequest(method: head.method, path: head.path, headers: head.headers, body: body,
                               connection: connection)
    }

    private mutating func fill() -> Bool {
        guard buffer.count <= maxRequestBytes else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    /// MSG_NOSIGNAL: a client that already gave up must not kill the test process with SIGPIPE.
    static func sendAll(_ bytes: Data, on socket: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(socket, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }
}
