/// Every failure of an HTTP exchange below the protocol level. Messages carry libcurl's own text and
/// the method + host + path of the request, never headers, query strings or bodies (they may hold keys).
package struct TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: String, Sendable {
        /// The deadline or the connect timeout passed.
        case timeout
        /// No connection, reset, empty reply or a body cut short: the request may be sent again.
        case connection
        /// The response body was larger than the configured cap.
        case bodyTooLarge = "body_too_large"
        /// Certificate or handshake failure: retrying will not help.
        case tls
        /// The request itself is unusable (malformed URL, scheme other than HTTP(S)).
        case invalidRequest = "invalid_request"
        /// libcurl could not be set up or failed in a way that is none of the above.
        case internalFailure = "internal"
    }

    package let kind: Kind
    package let message: String

    package init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// A stable identifier, safe for logs and database columns.
    package var code: String { kind.rawValue }

    /// Whether sending the same request again may succeed.
    package var isTransient: Bool { kind == .timeout || kind == .connection }

    package var description: String { "\(code): \(message)" }
}
