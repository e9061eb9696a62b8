import LLM
import Testing

struct LLMConfigurationTests {
    @Test func nothingSetMeansOfflineWithOpenAIDefaults() throws {
        let configuration = try LLMConfiguration(environment: [:])
        #expect(configuration.baseURL == "https://api.openai.com/v1")
        #expect(configuration.chatCompletionsURL == "https://api.openai.com/v1/chat/completions")
        #expect(configuration.model == "gpt-4o-mini")
        #expect(configuration.schemaMode == .jsonSchema)
        #expect(configuration.retryPolicy.maxAttempts == 3)
    }

    @Test func keyFallsBackToOpenAIAPIKeyAndOverridesWin() throws {
        let environment = ["OPENAI_API_KEY": "sk-fallback-0000000000", "ASTROSVITLA_LLM_MODEL": "gpt-4o",
                           "ASTROSVITLA_LLM_URL": "http://127.0.0.1:8080/v1/"]
        let configuration = try LLMConfiguration(environment: environment,
                                                 overrides: ["ASTROSVITLA_LLM_MODEL": "smollm2", "ASTROSVITLA_LLM_SEED": "42"])
        #expect(configuration.apiKey == "sk-fallback-0000000000")
        #expect(configuration.model == "smollm2")
        #expect(configuration.seed == 42)
        #expect(configuration.baseURL == "http://127.0.0.1:8080/v1")
        let own = try LLMConfiguration(environment: environment.merging(["ASTROSVITLA_LLM_KEY": "sk-own-1111111111"]) { $1 })
        #expect(own.apiKey == "sk-own-1111111111")
    }

    @Test func personalDataIsSentUnlessTheOperatorSaysOmit() throws {
        #expect(try LLMConfiguration(environment: [:]).sendsPersonalData)
        #expect(try !LLMConfiguration(environment: ["ASTROSVITLA_LLM_PERSONAL_DATA": "omit"]).sendsPersonalData)
        #expect(throws: LLMError.self) { try LLMConfiguration(environment: ["ASTROSVITLA_LLM_PERSONAL_DATA": "maybe"]) }
    }

    /// Red team: a password written into the URL (`https://user:pass@host`) was shown by `description`.
    @Test func descriptionNeverShowsCredentialsInTheURL() throws {
        let configuration = try LLMConfiguration(environment: ["ASTROSVITLA_LLM_URL": "https://alice:hunter2pass@proxy.example/v1"])
        #expect(!configuration.description.contains("hunter2pass") && !configuration.description.contains("alice"))
        #expect(configuration.description.contains("proxy.example/v1"))
    }

    @Test func descriptionNeverShowsTheKey() throws {
        let configuration = try LLMConfiguration(environment: ["ASTROSVITLA_LLM_KEY": "sk-secret-abcdef123456"])
        #expect(!configuration.description.contains("secret"))
        #expect(configuration.description.contains("sk-…(redacted)"))
        let other = try LLMConfiguration(environment: ["ASTROSVITLA_LLM_KEY": "local-token-xyz"])
        #expect(!other.description.contains("local-token"))
        #expect(other.description.contains("key set"))
    }

    @Test func pricesLimitsAndRetryTuningAreRead() throws {
        let configuration = try LLMConfiguration(environment: [
            "ASTROSVITLA_LLM_PRICES": "smollm2=0/0,gpt-4o-mini=0.2/0.8", "ASTROSVITLA_LLM_RPM": "500",
            "ASTROSVITLA_LLM_TPM": "200000", "ASTROSVITLA_LLM_MAX_ATTEMPTS": "5", "ASTROSVITLA_LLM_BACKOFF_INITIAL": "0.01",
            "ASTROSVITLA_LLM_SCHEMA_MODE": "json_object", "ASTROSVITLA_LLM_SCHEMA_FALLBACK": "false",
            "ASTROSVITLA_LLM_TIMEOUT": "2.5",
        ])
        #expect(configuration.price(for: "gpt-4o-mini") == ModelPrice(inputPerMillion: 0.2, outputPerMillion: 0.8))
        #expect(configuration.price(for: "gpt-4o") != nil)
        #expect(configuration.price(for: "smollm2") == ModelPrice(inputPerMillion: 0, outputPerMillion: 0))
        // A dated snapshot costs what its family costs; an unknown model has no price (never $0 by accident).
        #expect(configuration.price(for: "gpt-4o-mini-2024-07-18") == configuration.price(for: "gpt-4o-mini"))
        #expect(configuration.price(for: "gpt-4o-0513") == configuration.price(for: "gpt-4o"))
        #expect(configuration.price(for: "some-other-model-2024-07-18") == nil)
        #expect(configuration.requestsPerMinute == 500)
        #expect(configuration.tokensPerMinute == 200_000)
        #expect(configuration.retryPolicy.maxAttempts == 5)
        #expect(configuration.retryPolicy.initialDelay == 0.01)
        #expect(configuration.schemaMode == .jsonObject)
        #expect(!configuration.schemaFallback)
        #expect(configuration.requestTimeout == .milliseconds(2500))
    }

    @Test(arguments: [("ASTROSVITLA_LLM_URL", "ftp://example.com"), ("ASTROSVITLA_LLM_TEMPERATURE", "hot"),
                      ("ASTROSVITLA_LLM_MAX_TOKENS", "0"), ("ASTROSVITLA_LLM_SCHEMA_MODE", "xml"),
                      ("ASTROSVITLA_LLM_PRICES", "gpt=cheap"), ("ASTROSVITLA_LLM_SCHEMA_FALLBACK", "maybe"),
                      ("ASTROSVITLA_LLM_SCHEMA_LENGTHS", "maybe"), ("ASTROSVITLA_LLM_BATCH_SIZE", "0"),
                      ("ASTROSVITLA_LLM_BATCH_SIZE", "50001"), ("ASTROSVITLA_LLM_BATCH_BYTES", "200000001"),
                      ("ASTROSVITLA_LLM_BATCH_FILE_BYTES", "-1"), ("ASTROSVITLA_LLM_BATCH_CORRECTIONS", "later")])
    func invalidValuesAreConfigurationErrors(name: String, value: String) {
        #expect {
            try LLMConfiguration(environment: [name: value])
        } throws: { error in
            (error as? LLMError)?.code == .configuration && (error as? LLMError)?.message.contains(name) == true
        }
    }

    /// Batch prices default to half of each synchronous price (the cached share keeping its discount), or are given.
    @Test func batchPricesAreHalfUnlessGiven() throws {
        let configuration = try LLMConfiguration(environment: ["ASTROSVITLA_LLM_PRICES": "a=1/2/0.5,b=1/2/0.5/0.4/0.9"])
        let usage = TokenUsage(promptTokens: 1_000_000, completionTokens: 1_000_000, cachedTokens: 500_000)
        #expect(abs((configuration.price(for: "a")?.cost(of: usage, batched: true) ?? 0) - (0.25 + 0.125 + 1.0)) < 1e-12)
        #expect(abs((configuration.price(for: "b")?.cost(of: usage, batched: true) ?? 0) - (0.2 + 0.1 + 0.9)) < 1e-12)
        #expect(abs((configuration.price(for: "b")?.cost(of: usage) ?? 0) - (0.5 + 0.25 + 2.0)) < 1e-12)
    }

    @Test func costUsesThePriceTable() {
        let price = ModelPrice(inputPerMillion: 0.15, outputPerMillion: 0.60)
        let cost = price.cost(of: TokenUsage(promptTokens: 2_000_000, completionTokens: 1_000_000))
        #expect(abs(cost - 0.9) < 1e-12, "cost \(cost)")
    }

    /// A usage block as OpenAI reports it: 3 000 prompt tokens of which 2 048 came from the cache, 1 500 completion.
    /// gpt-4o-mini: (952 × 0.15 + 2 048 × 0.075 + 1 500 × 0.60) / 10⁶ = 0.0011964 USD.
    @Test func cachedPromptTokensCostTheCachedPrice() throws {
        let usage = TokenUsage(promptTokens: 3_000, completionTokens: 1_500, cachedTokens: 2_048)
        let cost = try #require(try LLMConfiguration(environment: [:]).cost(of: usage))
        #expect(abs(cost - 0.0011964) < 1e-12, "cost \(cost)")
        let overridden = try LLMConfiguration(environment: ["ASTROSVITLA_LLM_PRICES": "gpt-4o-mini=1/2/0.25"])
        #expect(abs((overridden.cost(of: usage) ?? 0) - (952 * 1 + 2_048 * 0.25 + 1_500 * 2) / 1e6) < 1e-12)
        #expect(throws: LLMError.self) { try LLMConfiguration(environment: ["ASTROSVITLA_LLM_PRICES": "gpt-4o-mini=1/2/3/4"]) }
    }
}
