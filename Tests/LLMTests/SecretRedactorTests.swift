@testable import LLM
import Testing

/// Keys never reach an error, a log line or the database, however a server echoes them (issue 21, item 3).
@Suite struct SecretRedactorTests {
    static let key = "sk-proj-Abc123XYZ789secretKEY"

    @Test(arguments: [
        "Authorization: bearer \(key)", "BEARER \(key)", "Bearer:\(key)", "bearer=\(key)", "Bearer\t\(key)",
        "{\"api_key\":\"\(key)\"}", "key=\(key.uppercased())", "token \(key.lowercased())", "(\(key))", "SK-PROJ-ABC123XYZ789SECRETKEY",
    ])
    func keysAndBearerTokensAreRedactedInAnyCaseAndPlace(_ text: String) {
        let scrubbed = SecretRedactor(secret: Self.key).scrub(text)
        #expect(!scrubbed.lowercased().contains("abc123xyz789"), "\(scrubbed)")
        #expect(scrubbed.contains("(redacted)"))
    }

    @Test func aKeyOfAnotherShapeIsRedactedInAnyCaseToo() {
        let redactor = SecretRedactor(secret: "LocalServerToken-42")
        #expect(redactor.scrub("invalid token localservertoken-42 given") == "invalid token (redacted) given")
        #expect(SecretRedactor(secret: nil).scrub("bearer abc.def-ghi, then text") == "bearer (redacted), then text")
    }

    @Test func ordinaryTextIsLeftAlone() {
        let text = "the risk-free sk- prefix, task-based ask-me-anything, sk-short: fine"
        #expect(SecretRedactor(secret: Self.key).scrub(text) == text)
    }
}
