import Foundation

/// A complete HTTP response. Header names are lowercased; repeated headers keep every value in order.
package struct HTTPResponse: Sendable {
    package let status: Int
    package let headers: [(name: String, value: String)]
    package let body: Data
    /// New connections libcurl opened for this exchange: 0 means a kept-alive connection was reused.
    package let newConnections: Int

    package init(status: Int, headers: [(name: String, value: String)], body: Data, newConnections: Int = 0) {
        self.status = status
        self.headers = headers.map { (name: $0.name.lowercased(), value: $0.value) }
        self.body = body
        self.newConnections = newConnections
    }

    /// The first value of a header, looked up case-insensitively.
    package func header(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.name == key }?.value
    }

    /// All headers as a dictionary (first value wins), for code that only reads single-valued headers.
    package var headerFields: [String: String] {
        var fields: [String: String] = [:]
        for header in headers where fields[header.name] == nil { fields[header.name] = header.value }
        return fields
    }
}
