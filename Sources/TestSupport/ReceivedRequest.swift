import Foundation

/// One request as the loopback server read it off the wire.
package struct ReceivedRequest: Sendable {
    package let method: String
    package let path: String
    /// Lowercased names; the last value wins for repeated headers.
    package let headers: [String: String]
    package let body: Data
    /// Which accepted connection carried it (1-based), to observe keep-alive reuse.
    package let connection: Int

    /// The body parsed as a JSON object, or nil when it is not one.
    package var jsonBody: [String: Any]? {
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
