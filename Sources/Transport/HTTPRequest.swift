import Foundation

/// One HTTP request. It always has a deadline: the total time it may take, counted from creation.
public struct HTTPRequest: Sendable {
    public enum Method: String, Sendable { case get = "GET", post = "POST" }

    public var method: Method
    public var url: String
    /// Header names as sent; `Authorization` is never shown by `description`.
    public var headers: [(name: String, value: String)]
    public var body: Data
    public var deadline: ContinuousClock.Instant
    public var connectTimeout: Duration

    public init(method: Method, url: String, headers: [(name: String, value: String)] = [], body: Data = Data(),
                timeout: Duration, connectTimeout: Duration = .seconds(5)) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.deadline = ContinuousClock.now.advanced(by: timeout)
        self.connectTimeout = connectTimeout
    }

    /// Method, host and path only: query strings and user info may carry secrets.
    public var redactedTarget: String {
        guard let parts = URLComponents(string: url), let host = parts.host else { return method.rawValue + " <invalid URL>" }
        let port = parts.port.map { ":\($0)" } ?? ""
        return "\(method.rawValue) \(parts.scheme ?? "?")://\(host)\(port)\(parts.path)"
    }
}

extension HTTPRequest: CustomStringConvertible {
    /// Headers that carry credentials (OpenAI, Azure, proxies); their values are never shown.
    static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "api-key", "x-api-key"]

    public var description: String {
        let shown = headers.map { header in
            Self.secretHeaders.contains(header.name.lowercased()) ? "\(header.name): (redacted)" : "\(header.name): \(header.value)"
        }
        return "\(redactedTarget) [\(shown.joined(separator: ", "))] body \(body.count) bytes"
    }
}
