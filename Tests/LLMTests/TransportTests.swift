import Foundation
import TestSupport
import Testing
import Transport

struct TransportTests {
    private func post(_ server: LoopbackServer, timeout: Duration = .seconds(5)) -> HTTPRequest {
        HTTPRequest(method: .post, url: server.baseURL + "/chat/completions",
                    headers: [("Authorization", "Bearer sk-transport-secret-999"), ("Content-Type", "application/json")],
                    body: Data("{\"model\":\"m\"}".utf8), timeout: timeout)
    }

    @Test func headersAndBodyArriveAndTheConnectionIsReused() throws {
        let server = try LoopbackServer(defaultReply: .chat(content: "{}"))
        let client = try HTTPClient()
        let first = try client.send(post(server))
        let second = try client.send(post(server))
        #expect(first.status == 200)
        #expect(first.header("X-Request-Id") == "req-1")
        #expect(second.header("x-request-id") == "req-2")
        #expect(first.newConnections == 1)
        #expect(second.newConnections == 0, "second request opened a new connection")
        #expect(server.connectionsAccepted == 1)
        let received = try #require(server.received.first)
        #expect(received.headers["authorization"] == "Bearer sk-transport-secret-999")
        #expect(received.body == Data("{\"model\":\"m\"}".utf8))
        #expect(received.headers["expect"] == nil)
    }

    @Test func bodyLargerThanTheCapIsRefused() throws {
        let server = try LoopbackServer(defaultReply: .raw(status: 200, headers: [:], body: String(repeating: "x", count: 5000)))
        let client = try HTTPClient(limits: TransportLimits(maxResponseBytes: 1000))
        #expect(throws: TransportError.self) { try client.send(post(server)) }
        do {
            _ = try client.send(post(server))
        } catch let error as TransportError {
            #expect(error.kind == .bodyTooLarge)
        }
    }

    @Test func deadlineStopsASlowServer() throws {
        let server = try LoopbackServer(defaultReply: .delayed(seconds: 2, then: .chat(content: "{}")))
        let client = try HTTPClient()
        let start = ContinuousClock.now
        do {
            _ = try client.send(post(server, timeout: .milliseconds(200)))
            Issue.record("a 2 s answer beat a 200 ms deadline")
        } catch let error as TransportError {
            #expect(error.kind == .timeout)
            #expect(error.isTransient)
        }
        #expect(ContinuousClock.now - start >= .milliseconds(150), "gave up before the deadline")
        server.stop()
    }

    @Test func resetInTheMiddleOfTheBodyIsATransientConnectionError() throws {
        let server = try LoopbackServer(defaultReply: .resetMidBody(then: .chat(content: String(repeating: "a", count: 4000))))
        let client = try HTTPClient()
        do {
            _ = try client.send(post(server))
            Issue.record("a reset transfer succeeded")
        } catch let error as TransportError {
            #expect(error.kind == .connection, "got \(error)")
        }
    }

    @Test func refusedConnectionIsAConnectionError() throws {
        let client = try HTTPClient()
        let request = HTTPRequest(method: .get, url: "http://127.0.0.1:1/v1/models", timeout: .seconds(2))
        #expect { try client.send(request) } throws: { ($0 as? TransportError)?.kind == .connection }
    }

    @Test func redirectsAreReturnedNotFollowed() throws {
        let server = try LoopbackServer(defaultReply: .raw(status: 302, headers: ["Location": "http://example.com/"], body: ""))
        let response = try HTTPClient().send(post(server))
        #expect(response.status == 302)
        #expect(server.received.count == 1)
    }

    @Test func onlyHTTPAndHTTPSAreAllowed() throws {
        let request = HTTPRequest(method: .get, url: "file:///etc/passwd", timeout: .seconds(1))
        #expect { try HTTPClient().send(request) } throws: { ($0 as? TransportError)?.kind == .invalidRequest }
    }

    @Test func descriptionsAndErrorsNeverShowTheAuthorizationHeader() throws {
        let request = HTTPRequest(method: .post, url: "http://user:pw@127.0.0.1:1/v1/chat/completions?key=sk-query",
                                  headers: [("Authorization", "Bearer sk-transport-secret-999")], timeout: .seconds(1))
        #expect(!request.description.contains("sk-"))
        #expect(!request.description.contains("pw"))
        do {
            _ = try HTTPClient().send(request)
        } catch {
            #expect(!"\(error)".contains("sk-"), "\(error)")
            #expect(!"\(error)".contains("pw@"), "\(error)")
        }
    }
}
