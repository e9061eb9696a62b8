import Foundation

/// One HTTP request. It always has a deadline: the total time it may take, counted from creation.
package struct HTTPRequest: Sendable {
    package enum Method: String, Sendable { case get = "GET", post = "POST", delete = "DELETE" }

    package var method: Method
    package var url: String
    /// Header names as sent; `Authorization` is never shown by `description`.
    package var headers: [(name: String, value: String)]
    package var body: Data
    /// A `multipart/form-data` body instead of `body` (a POST built by libcurl's MIME API: boundary, part
    /// headers, length).
    package var form: [FormPart]?
    package var deadline: ContinuousClock.Instant
    package var connectTimeout: Duration

    /// One field of a form: a file when it has a file name. Its content is `data`, or the file at `path`,
    /// which libcurl streams from disk (a batch input file may be 200 MB).
    package struct FormPart: Sendable {
        package var name: String
        package var fileName: String?
        package var contentType: String?
        package var data: Data
        package var path: String?

        package init(name: String, fileName: String? = nil, contentType: String? = nil, data: Data = Data(), path: String? = nil) {
            self.name = name
            self.fileName = fileName
            self.contentType = contentType
            self.data = data
            self.path = path
        }
    }

    package init(method: Method, url: String, headers: [(name: String, value: String)] = [], body: Data = Data(),
                form: [FormPart]? = nil, timeout: Duration, connectTimeout: Duration = .seconds(5)) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.form = form
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
        let size = form.map { $0.reduce(0) { $0 + $1.data.count } } ?? body.count
        return "\(redactedTarget) [\(shown.joined(separator: ", "))] body \(size) bytes"
    }
}
