import Foundation

/// One HTTP request. It always has a deadline: the total time it may take, counted from creation.
package struct HTTPRequest: Sendable {
    package enum Method: String, Sendable { case get = "GET", post = "POST" }

    package var method: Method
    package var url: String
    /// Header names as sent; `Authorization` is never shown by `description`.
    package var headers: [(name: String, value: String)]
    package var body: Data
    package var deadline: ContinuousClock.Instant
    package var connectTimeout: Duration

    package init(method: Method, url: String, headers: [(name: String, value: String)] = [], body: Data = Data(),
                timeout: Duration, connectTimeout: Duration = .seconds(5)) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.deadline = ContinuousClock.now.advanced(by: timeout)
        self.connectTimeout = connectTimeout
    }

    /// Method, host and path only: query strings and user info may carry secrets.
    package var redactedTarget: String {
        guard let parts = URLComponents(string: url), let host = parts.host else { return method.rawValue + " <invalid URL>" }
        let port = parts.port.map { ":\($0)" } ?? ""
        return "\(method.rawValue) \(parts.scheme ?? "?")://\(host)\(port)\(parts.path)"
    }
}

extension HTTPRequest: CustomStringConvertible {
    /// Headers that carry credentials (OpenAI, Azure, proxies); their values are never shown.
    static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "api-key", "x-api-key"]

    package var description: String {
        let shown = headers.map { header in
            Self.secretHeaders.contains(header.name.lowercased()) ? "\(header.name): (redacted)" : "\(header.name): \(header.value)"
        }
        return "\(redactedTarget) [\(shown.joined(separator: ", "))] body \(body.count) bytes"
    }
}
