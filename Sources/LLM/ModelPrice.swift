import Foundation

/// USD per one million tokens for one model: input, output, and input served from the provider's prompt
/// cache (`usage.prompt_tokens_details.cached_tokens`, part of the prompt tokens).
package struct ModelPrice: Sendable, Equatable {
    package var inputPerMillion: Double
    package var outputPerMillion: Double
    package var cachedInputPerMillion: Double

    /// `cachedInputPerMillion` defaults to the input price (no discount known).
    package init(inputPerMillion: Double, outputPerMillion: Double, cachedInputPerMillion: Double? = nil) {
        self.inputPerMillion = inputPerMillion
        self.outputPerMillion = outputPerMillion
        self.cachedInputPerMillion = cachedInputPerMillion ?? inputPerMillion
    }

    package func cost(of usage: TokenUsage) -> Double {
        let cached = min(usage.cachedTokens, usage.promptTokens)
        return (Double(usage.promptTokens - cached) * inputPerMillion + Double(cached) * cachedInputPerMillion
            + Double(usage.completionTokens) * outputPerMillion) / 1_000_000
    }

    /// OpenAI list prices (standard tier) for the models the app offers; override with
    /// `ASTROSVITLA_LLM_PRICES`. A model missing here has an unknown cost, never 0.
    package static let defaultTable: [String: ModelPrice] = [
        "gpt-4o-mini": ModelPrice(inputPerMillion: 0.15, outputPerMillion: 0.60, cachedInputPerMillion: 0.075),
        "gpt-4o": ModelPrice(inputPerMillion: 2.50, outputPerMillion: 10.00, cachedInputPerMillion: 1.25),
        "gpt-4.1-mini": ModelPrice(inputPerMillion: 0.40, outputPerMillion: 1.60, cachedInputPerMillion: 0.10),
        "gpt-4.1": ModelPrice(inputPerMillion: 2.00, outputPerMillion: 8.00, cachedInputPerMillion: 0.50),
    ]

    /// Parses `model=input/output[/cached input],…` (USD per million tokens).
    static func parseTable(_ text: String) -> [String: ModelPrice]? {
        var table: [String: ModelPrice] = [:]
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let prices = parts[1].split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard (2...3).contains(prices.count), prices.allSatisfy({ ($0 ?? -1) >= 0 }), let input = prices[0], let output = prices[1]
            else { return nil }
            table[parts[0].trimmingCharacters(in: .whitespaces)] = ModelPrice(inputPerMillion: input, outputPerMillion: output,
                                                                            cachedInputPerMillion: prices.count == 3 ? prices[2] : nil)
        }
        return table
    }
}
