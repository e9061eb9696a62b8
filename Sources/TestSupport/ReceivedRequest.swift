import Foundation

/// One request as the loopback server read it off the wire.
public struct ReceivedRequest: Sendable {
    public let method: String
    public let path: String
    /// Lowercased names; the last value wins for repeated headers.
    public let headers: [String: String]
    public let body: Data
    /// Which accepted connection carried it (1-based), to observe keep-alive reuse.
    public let connection: Int

    /// The body parsed as a JSON object, or nil when it is not one.
    public var jsonBody: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    /// Parses the head of a request (request line + headers, without the blank line).
    static func parseHead(_ head: Data) -> (method: String, path: String, headers: [String: String])? {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (String(requestLine[0]), String(requestLine[1]), headers)
    }
}
