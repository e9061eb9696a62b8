import Foundation

/// Everything the LLM backend needs to know, read from the environment (the CLI passes its flags as
/// overrides with the same names). Building it does no I/O. `description` never shows the key.
package struct LLMConfiguration: Sendable {
    package enum SchemaMode: String, Sendable {
        /// `response_format: {"type":"json_schema", "json_schema": {…, "strict": true}}`.
        case jsonSchema = "json_schema"
        /// `response_format: {"type":"json_object"}` with the schema written into the system message.
        case jsonObject = "json_object"
    }

    package static let defaultBaseURL = "https://api.openai.com/v1"

    package var baseURL: String
    package var apiKey: String?
    package var model: String
    package var temperature: Double
    package var maxTokens: Int
    package var seed: Int?
    package var requestTimeout: Duration
    package var connectTimeout: Duration
    package var schemaMode: SchemaMode
    /// Resend with `json_object` when the server rejects `json_schema` (llama-cpp-python, older proxies).
    package var schemaFallback: Bool
    /// Whether the schema carries the share texts' `maxLength` (`ASTROSVITLA_LLM_SCHEMA_LENGTHS`, default true): servers
    /// that compile the schema to a grammar (llama.cpp) then enforce them; a server that refuses them gets the schema
    /// without (the first step of the schema fallback).
    package var schemaLengthLimits: Bool
    package var retryPolicy: RetryPolicy
    package var requestsPerMinute: Int?
    package var tokensPerMinute: Int?
    package var prices: [String: ModelPrice]
    package var maxResponseBytes: Int
    /// Whether the person's name, birth place and coordinates go to the provider (`ASTROSVITLA_LLM_PERSONAL_DATA`
    /// `send`, the default, or `omit`; `--no-personal-data-in-prompt`). The chart itself always goes: it is the input.
    package var sendsPersonalData: Bool
    /// How long a job may wait for an unreachable server before it goes back to the queue and the run exits 75
    /// (`ASTROSVITLA_LLM_OUTAGE_WAIT`, seconds, default 300; `forever`, the default with `run --watch`).
    package var outageWait: Double?
    /// The first delay between probes of a server that is down (`ASTROSVITLA_LLM_OUTAGE_PROBE`, default 1 s),
    /// doubling up to 60 s.
    package var outageProbeDelay: Double
    /// Batch mode (`run --batch`): requests per batch (`ASTROSVITLA_LLM_BATCH_SIZE`, at most the Batch API's
    /// 50 000), bytes per input file (`ASTROSVITLA_LLM_BATCH_BYTES`, at most its 200 MB), and the largest output
    /// file read back (`ASTROSVITLA_LLM_BATCH_FILE_BYTES`).
    package var batchSize: Int
    package var batchInputBytes: Int
    package var maxBatchFileBytes: Int
    /// Where a batch answer that failed validation gets its corrective retry (`ASTROSVITLA_LLM_BATCH_CORRECTIONS`):
    /// `sync` at once, at the synchronous price, or `batch`, in the run's next batch (cheaper, a day later).
    package var batchCorrections: BatchCorrections

    package enum BatchCorrections: String, Sendable { case sync, batch }

    /// Whether `environment` asks for a model at all: an LLM URL or key is set. The default backend follows it.
    package static func isRequested(by environment: [String: String]) -> Bool {
        ["ASTROSVITLA_LLM_URL", "ASTROSVITLA_LLM_KEY", "OPENAI_API_KEY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Reads `ASTROSVITLA_LLM_*` (and `OPENAI_API_KEY`) from `environment`; `overrides` use the same
    /// names and win. Throws `configuration` for values that do not parse.
    package init(environment: [String: String], overrides: [String: String] = [:]) throws {
        let values = environment.merging(overrides) { _, override in override }
        let reader = EnvironmentReader(values: values)
        let url = reader.text("ASTROSVITLA_LLM_URL")
        apiKey = reader.text("ASTROSVITLA_LLM_KEY") ?? reader.text("OPENAI_API_KEY")
        baseURL = (url ?? Self.defaultBaseURL).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard let parts = URLComponents(string: baseURL), ["http", "https"].contains(parts.scheme?.lowercased()),
              parts.host?.isEmpty == false else {
            throw LLMError(.configuration, "ASTROSVITLA_LLM_URL must be an http(s) URL such as \(Self.defaultBaseURL)")
        }
        model = reader.text("ASTROSVITLA_LLM_MODEL") ?? "gpt-4o-mini"
        temperature = try reader.number("ASTROSVITLA_LLM_TEMPERATURE", in: 0...2) ?? 0.7
        maxTokens = try reader.integer("ASTROSVITLA_LLM_MAX_TOKENS", in: 1...1_000_000) ?? 6000
        seed = try reader.integer("ASTROSVITLA_LLM_SEED", in: Int.min...Int.max)
        requestTimeout = .milliseconds(try reader.milliseconds("ASTROSVITLA_LLM_TIMEOUT") ?? 180_000)
        connectTimeout = .milliseconds(try reader.milliseconds("ASTROSVITLA_LLM_CONNECT_TIMEOUT") ?? 5_000)
        let mode = reader.text("ASTROSVITLA_LLM_SCHEMA_MODE") ?? SchemaMode.jsonSchema.rawValue
        guard let schemaMode = SchemaMode(rawValue: mode) else {
            throw LLMError(.configuration, "ASTROSVITLA_LLM_SCHEMA_MODE must be json_schema or json_object")
        }
        self.schemaMode = schemaMode
        schemaFallback = try reader.flag("ASTROSVITLA_LLM_SCHEMA_FALLBACK") ?? true
        schemaLengthLimits = try reader.flag("ASTROSVITLA_LLM_SCHEMA_LENGTHS") ?? true
        var policy = RetryPolicy()
        policy.maxAttempts = try reader.integer("ASTROSVITLA_LLM_MAX_ATTEMPTS", in: 1...20) ?? policy.maxAttempts
        policy.initialDelay = try reader.number("ASTROSVITLA_LLM_BACKOFF_INITIAL", in: 0...60) ?? policy.initialDelay
        policy.maxDelay = try reader.number("ASTROSVITLA_LLM_BACKOFF_MAX", in: 0...600) ?? policy.maxDelay
        policy.maxRetryAfter = try reader.number("ASTROSVITLA_LLM_MAX_RETRY_AFTER", in: 0...3600) ?? policy.maxRetryAfter
        retryPolicy = policy
        requestsPerMinute = try reader.integer("ASTROSVITLA_LLM_RPM", in: 1...10_000_000)
        tokensPerMinute = try reader.integer("ASTROSVITLA_LLM_TPM", in: 1...1_000_000_000)
        prices = ModelPrice.defaultTable
        if let table = reader.text("ASTROSVITLA_LLM_PRICES") {
            guard let parsed = ModelPrice.parseTable(table) else {
                throw LLMError(.configuration, "ASTROSVITLA_LLM_PRICES must look like gpt-4o-mini=0.15/0.60,other=1/2 (input/output[/cached[/batch input/batch output]])")
            }
            prices.merge(parsed) { _, configured in configured }
        }
        maxResponseBytes = try reader.integer("ASTROSVITLA_LLM_MAX_RESPONSE_BYTES", in: 1024...(1 << 30)) ?? (8 << 20)
        if reader.text("ASTROSVITLA_LLM_OUTAGE_WAIT") == "forever" {
            outageWait = nil
        } else {
            outageWait = try reader.number("ASTROSVITLA_LLM_OUTAGE_WAIT", in: 0...2_592_000) ?? 300
        }
        outageProbeDelay = try reader.number("ASTROSVITLA_LLM_OUTAGE_PROBE", in: 0.001...600) ?? 1
        batchSize = try reader.integer("ASTROSVITLA_LLM_BATCH_SIZE", in: 1...50_000) ?? 50_000
        batchInputBytes = try reader.integer("ASTROSVITLA_LLM_BATCH_BYTES", in: 65_536...200_000_000) ?? 200_000_000
        maxBatchFileBytes = try reader.integer("ASTROSVITLA_LLM_BATCH_FILE_BYTES", in: 1024...(1 << 31)) ?? (1 << 30)
        let corrections = reader.text("ASTROSVITLA_LLM_BATCH_CORRECTIONS") ?? BatchCorrections.sync.rawValue
        guard let batchCorrections = BatchCorrections(rawValue: corrections) else {
            throw LLMError(.configuration, "ASTROSVITLA_LLM_BATCH_CORRECTIONS must be sync or batch")
        }
        self.batchCorrections = batchCorrections
        switch reader.text("ASTROSVITLA_LLM_PERSONAL_DATA") ?? "send" {
        case "send": sendsPersonalData = true
        case "omit": sendsPersonalData = false
        case let other: throw LLMError(.configuration, "ASTROSVITLA_LLM_PERSONAL_DATA must be send or omit, got '\(other.prefix(20))'")
        }
    }

    /// The Chat Completions endpoint.
    package var chatCompletionsURL: String { baseURL + "/chat/completions" }

    /// The price of `model`, if the table has it; a dated snapshot ("gpt-4o-mini-2024-07-18", "gpt-4-0613")
    /// takes its family's price when the table has no entry of its own.
    package func price(for model: String) -> ModelPrice? {
        if let exact = prices[model] { return exact }
        guard let snapshot = model.range(of: #"-(\d{4}-\d{2}-\d{2}|\d{4})$"#, options: .regularExpression) else { return nil }
        return prices[String(model[..<snapshot.lowerBound])]
    }

    /// USD for `usage` at the configured model's price (the Batch API's when `batched`); nil when the table has
    /// no price for it.
    package func cost(of usage: TokenUsage, batched: Bool = false) -> Double? { price(for: model)?.cost(of: usage, batched: batched) }

    package var filesURL: String { baseURL + "/files" }
    package var batchesURL: String { baseURL + "/batches" }
}

extension LLMConfiguration: CustomStringConvertible {
    /// The URL with any `user:password@` replaced, so a credential written into `ASTROSVITLA_LLM_URL` is never shown.
    static func withoutCredentials(_ url: String) -> String {
        guard var parts = URLComponents(string: url), parts.user != nil || parts.password != nil else { return url }
        parts.user = nil
        parts.password = nil
        return (parts.string ?? url).replacingOccurrences(of: "://", with: "://(credentials redacted)@")
    }

    package var description: String {
        let key = apiKey.map { $0.hasPrefix("sk-") ? "sk-…(redacted)" : "set" } ?? "not set"
        let limits = "rpm \(requestsPerMinute.map(String.init) ?? "unlimited"), tpm \(tokensPerMinute.map(String.init) ?? "unlimited")"
        return "LLM \(Self.withoutCredentials(baseURL)) model \(model) key \(key) temperature \(temperature) max_tokens \(maxTokens) "
            + "seed \(seed.map(String.init) ?? "none") schema \(schemaMode.rawValue)\(schemaFallback ? " (fallback json_object)" : "") "
            + "timeout \(requestTimeout) attempts \(retryPolicy.maxAttempts) \(limits)"
    }
}

/// Typed reads of string settings; empty values count as unset.
private struct EnvironmentReader {
    let values: [String: String]

    func text(_ name: String) -> String? {
        guard let value = values[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let raw = text(name) else { return nil }
        guard let value = Int(raw), range.contains(value) else {
            throw LLMError(.configuration, "\(name) must be an integer in \(range.lowerBound)…\(range.upperBound), got \(raw)")
        }
        return value
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let raw = text(name) else { return nil }
        guard let value = Double(raw), range.contains(value) else {
            throw LLMError(.configuration, "\(name) must be a number in \(range.lowerBound)…\(range.upperBound), got \(raw)")
        }
        return value
    }

    /// Seconds as a decimal number, returned in whole milliseconds.
    func milliseconds(_ name: String) throws -> Int? {
        try number(name, in: 0.001...86_400).map { Int(($0 * 1000).rounded()) }
    }

    func flag(_ name: String) throws -> Bool? {
        guard let raw = text(name)?.lowercased() else { return nil }
        switch raw {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw LLMError(.configuration, "\(name) must be true or false, got \(raw)")
        }
    }
}
