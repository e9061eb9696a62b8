import Foundation

/// USD per one million tokens for one model: input, output, and input served from the provider's prompt
/// cache (`usage.prompt_tokens_details.cached_tokens`, part of the prompt tokens); and the same three through
/// the Batch API, which OpenAI bills at half the synchronous price.
package struct ModelPrice: Sendable, Equatable {
    package var inputPerMillion: Double
    package var outputPerMillion: Double
    package var cachedInputPerMillion: Double
    package var batchInputPerMillion: Double
    package var batchOutputPerMillion: Double
    package var batchCachedInputPerMillion: Double

    /// `cachedInputPerMillion` defaults to the input price (no discount known); batch prices to half of each
    /// synchronous one (OpenAI's Batch API discount).
    package init(inputPerMillion: Double, outputPerMillion: Double, cachedInputPerMillion: Double? = nil,
                batchInputPerMillion: Double? = nil, batchOutputPerMillion: Double? = nil) {
        self.inputPerMillion = inputPerMillion
        self.outputPerMillion = outputPerMillion
        self.cachedInputPerMillion = cachedInputPerMillion ?? inputPerMillion
        self.batchInputPerMillion = batchInputPerMillion ?? inputPerMillion / 2
        self.batchOutputPerMillion = batchOutputPerMillion ?? outputPerMillion / 2
        // The cached share keeps its discount relative to the batch input price.
        batchCachedInputPerMillion = inputPerMillion > 0
            ? self.cachedInputPerMillion * self.batchInputPerMillion / inputPerMillion : self.batchInputPerMillion
    }

    /// USD for `usage`, at the Batch API's prices when `batched`.
    package func cost(of usage: TokenUsage, batched: Bool = false) -> Double {
        let cached = min(usage.cachedTokens, usage.promptTokens)
        let (input, cachedInput, output) = batched
            ? (batchInputPerMillion, batchCachedInputPerMillion, batchOutputPerMillion)
            : (inputPerMillion, cachedInputPerMillion, outputPerMillion)
        return (Double(usage.promptTokens - cached) * input + Double(cached) * cachedInput
            + Double(usage.completionTokens) * output) / 1_000_000
    }

    /// OpenAI list prices (standard tier) for the models the app offers; override with
    /// `ASTROSVITLA_LLM_PRICES`. A model missing here has an unknown cost, never 0.
    package static let defaultTable: [String: ModelPrice] = [
        "gpt-4o-mini": ModelPrice(inputPerMillion: 0.15, outputPerMillion: 0.60, cachedInputPerMillion: 0.075),
        "gpt-4o": ModelPrice(inputPerMillion: 2.50, outputPerMillion: 10.00, cachedInputPerMillion: 1.25),
        "gpt-4.1-mini": ModelPrice(inputPerMillion: 0.40, outputPerMillion: 1.60, cachedInputPerMillion: 0.10),
        "gpt-4.1": ModelPrice(inputPerMillion: 2.00, outputPerMillion: 8.00, cachedInputPerMillion: 0.50),
    ]

    /// Parses `model=input/output[/cached input[/batch input/batch output]],…` (USD per million tokens).
    static func parseTable(_ text: String) -> [String: ModelPrice]? {
        var table: [String: ModelPrice] = [:]
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let prices = parts[1].split(separator: "/").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard prices.count == parts[1].split(separator: "/").count, [2, 3, 5].contains(prices.count), prices.allSatisfy({ $0 >= 0 })
            else { return nil }
            table[parts[0].trimmingCharacters(in: .whitespaces)] = ModelPrice(
                inputPerMillion: prices[0], outputPerMillion: prices[1], cachedInputPerMillion: prices.count >= 3 ? prices[2] : nil,
                batchInputPerMillion: prices.count == 5 ? prices[3] : nil, batchOutputPerMillion: prices.count == 5 ? prices[4] : nil)
        }
        return table
    }
}
