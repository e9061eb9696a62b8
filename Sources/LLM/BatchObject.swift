import JSON

/// A batch as the Batch API describes it (`GET /v1/batches/{id}`): only the fields the pipeline reads.
package struct BatchObject: Sendable, Equatable {
    package var id: String
    /// `validating`, `in_progress`, `finalizing`, `completed`, `failed`, `expired`, `cancelling`, `cancelled`.
    package var status: String
    package var inputFileID: String?
    package var outputFileID: String?
    package var errorFileID: String?
    package var total: Int
    package var completed: Int
    package var failed: Int
    package var metadata: [String: String]
    /// Unix seconds.
    package var createdAt: Int?
    /// Why the provider failed the batch as a whole (`errors.data[].message`), e.g. an input line it refused.
    package var errors: [String]

    /// The provider will change nothing more: what output there is can be read.
    package var isFinished: Bool { Self.finishedStatuses.contains(status) }
    package static let finishedStatuses: Set<String> = ["completed", "failed", "expired", "cancelled"]

    init?(_ json: JSONValue) {
        guard let id = json["id"]?.string, let status = json["status"]?.string else { return nil }
        self.id = id
        self.status = status
        inputFileID = json["input_file_id"]?.string
        outputFileID = json["output_file_id"]?.string
        errorFileID = json["error_file_id"]?.string
        createdAt = json["created_at"]?.int
        let counts = json["request_counts"]
        total = counts?["total"]?.int ?? 0
        completed = counts?["completed"]?.int ?? 0
        failed = counts?["failed"]?.int ?? 0
        metadata = Dictionary((json["metadata"]?.members ?? []).compactMap { member in member.value.string.map { (member.key, $0) } },
                              uniquingKeysWith: { first, _ in first })
        errors = (json["errors"]?["data"]?.array ?? []).compactMap { error in
            let line = error["line"]?.int.map { " (input line \($0))" } ?? ""
            return error["message"]?.string.map { $0 + line }
        }
    }
}

/// One line of a batch's output or error file: the request it answers (`custom_id`) and either the HTTP
/// answer the endpoint gave (`response.status_code`, `response.body`) or the batch's own `error`.
package struct BatchResultLine: Sendable {
    package var customID: String
    package var statusCode: Int?
    /// The response body as sent (a chat completion for 200, an error object otherwise).
    package var body: String?
    package var errorCode: String?
    package var errorMessage: String?

    /// Parses one JSONL line; nil for a line that is not a result (blank, or without `custom_id`).
    package init?(line: Substring) {
        guard let json = try? JSONParser.parse(String(line)), let customID = json["custom_id"]?.string else { return nil }
        self.customID = customID
        let response = json["response"]
        statusCode = response?["status_code"]?.int
        body = response?["body"].flatMap { $0 == .null ? nil : $0.serialized() }
        errorCode = json["error"]?["code"]?.string ?? response?["body"]?["error"]?["code"]?.string
        errorMessage = json["error"]?["message"]?.string ?? response?["body"]?["error"]?["message"]?.string
    }
}
