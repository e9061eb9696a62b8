import Foundation

/// A complete HTTP response. Header names are lowercased; repeated headers keep every value in order.
public struct HTTPResponse: Sendable {
    public let status: Int
    public let headers: [(name: String, value: String)]
    public let body: Data
    /// New connections libcurl opened for this exchange: 0 means a kept-alive connection was reused.
    public let newConnections: Int

    public init(status: Int, headers: [(name: String, value: String)], body: Data, newConnections: Int = 0) {
        self.status = status
        self.headers = headers.map { (name: $0.name.lowercased(), value: $0.value) }
        self.body = body
        self.newConnections = newConnections
    }

    /// The first value of a header, looked up case-insensitively.
    public func header(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.name == key }?.value
    }

    /// All headers as a dictionary (first value wins), for code that only reads single-valued headers.
    public var headerFields: [String: String] {
        var fields: [String: String] = [:]
        for header in headers where fields[header.name] == nil { fields[header.name] = header.value }
        return fields
    }
}
