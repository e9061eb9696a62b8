import JSON
import Foundation

/// What the loopback server does with one request. Replies are queued per request; when the queue is
/// empty the server's default reply is used.
package indirect enum ScriptedReply: Sendable {
    /// A Chat Completions answer whose `message.content` is `content`, with extra headers
    /// (e.g. `x-ratelimit-remaining-requests`).
    case chat(content: String, finishReason: String = "stop", promptTokens: Int = 100, completionTokens: Int = 200,
              headers: [String: String] = [:])
    /// Any status with an OpenAI-shaped error body and extra headers (e.g. `retry-after`).
    case error(status: Int, headers: [String: String] = [:], type: String = "server_error", code: String? = nil)
    /// Waits before answering (longer than the client's timeout: the client gives up first).
    case delayed(seconds: Double, then: ScriptedReply)
    /// Sends the headers and half the body of `then`, then resets the connection (TCP RST).
    case resetMidBody(then: ScriptedReply)
    /// A well-formed HTTP 200 whose JSON body is cut in half.
    case truncatedJSON(then: ScriptedReply)
    /// Exactly these bytes as the body, with a status and headers.
    case raw(status: Int, headers: [String: String], body: String)
    /// Whatever `reply` makes of the request (a stateful server: `BatchServer`).
    case handled(@Sendable (ReceivedRequest) -> ScriptedReply)

    /// The complete HTTP/1.1 response for this reply to `request`.
    func responseBytes(for request: ReceivedRequest, sequence: Int) -> Data {
        switch self {
        case .chat(let content, let finishReason, let promptTokens, let completionTokens, let headers):
            // Written by hand rather than with JSONSerialization: benchmarks render thousands of these.
            let model = request.jsonBody?["model"] as? String ?? "loopback"
            let body = "{\"id\":\"chatcmpl-loopback-\(sequence)\",\"object\":\"chat.completion\",\"created\":1795315862,"
                + "\"model\":\(Self.quoted(model)),\"system_fingerprint\":\"loopback\",\"choices\":[{\"index\":0,"
                + "\"finish_reason\":\(Self.quoted(finishReason)),\"message\":{\"role\":\"assistant\",\"content\":\(Self.quoted(content))}}],"
                + "\"usage\":{\"prompt_tokens\":\(promptTokens),\"completion_tokens\":\(completionTokens),"
                + "\"total_tokens\":\(promptTokens + completionTokens)}}"
            return Self.http(status: 200, headers: headers.merging(["x-request-id": "req-\(sequence)"]) { own, _ in own },
                             body: Data(body.utf8))
        case .error(let status, let headers, let type, let code):
            let error: [String: Any] = ["error": ["message": "scripted \(status)", "type": type,
                                                  "param": NSNull(), "code": code.map { $0 as Any } ?? NSNull()]]
            return Self.http(status: status, headers: headers, body: Self.json(error))
        case .raw(let status, let headers, let body):
            return Self.http(status: status, headers: headers, body: Data(body.utf8))
        case .truncatedJSON(let inner):
            let full = inner.responseBytes(for: request, sequence: sequence)
            let body = Self.body(of: full)
            return Self.http(status: 200, headers: [:], body: body.prefix(body.count / 2))
        case .delayed(_, let inner), .resetMidBody(let inner):
            return inner.responseBytes(for: request, sequence: sequence)
        case .handled(let reply):
            return reply(request).responseBytes(for: request, sequence: sequence)
        }
    }

    static func http(status: Int, headers: [String: String], body: Data) -> Data {
        var head = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\nContent-Type: application/json\r\n"
        head += "Content-Length: \(body.count)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        return Data((head + "\r\n").utf8) + body
    }

    /// A JSON string literal (RFC 8259 escaping).
    static func quoted(_ text: String) -> String { JSONEscaping.quoted(text) }

    private static func json(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    private static func body(of response: Data) -> Data {
        guard let end = response.firstRange(of: Data("\r\n\r\n".utf8)) else { return Data() }
        return response[end.upperBound...]
    }
}
