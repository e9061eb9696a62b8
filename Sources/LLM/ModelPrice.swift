import Foundation

/// USD per one million tokens for one model. Cached-input discounts are not modelled: the cost is an
/// upper bound for servers that report `cached_tokens`.
package struct ModelPrice: Sendable, Equatable {
    package var inputPerMillion: Double
    package var outputPerMillion: Double

    package init(inputPerMillion: Double, outputPerMillion: Double) {
        self.inputPerMillion = inputPerMillion
        self.outputPerMillion = outputPerMillion
    }

    package func cost(of usage: TokenUsage) -> Double {
        (Double(usage.promptTokens) * inputPerMillion + Double(usage.completionTokens) * outputPerMillion) / 1_000_000
    }

    /// OpenAI list prices (standard tier) for the models the app offers; override with
    /// `ASTROSVITLA_LLM_PRICES`. A model missing here has an unknown cost, never 0.
    package static let defaultTable: [String: ModelPrice] = [
        "gpt-4o-mini": ModelPrice(inputPerMillion: 0.15, outputPerMillion: 0.60),
        "gpt-4o": ModelPrice(inputPerMillion: 2.50, outputPerMillion: 10.00),
        "gpt-4.1-mini": ModelPrice(inputPerMillion: 0.40, outputPerMillion: 1.60),
        "gpt-4.1": ModelPrice(inputPerMillion: 2.00, outputPerMillion: 8.00),
    ]

    /// Parses `model=input/output,model=input/output` (USD per million tokens).
    static func parseTable(_ text: String) -> [String: ModelPrice]? {
        var table: [String: ModelPrice] = [:]
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let prices = parts[1].split(separator: "/")
            guard prices.count == 2, let input = Double(prices[0].trimmingCharacters(in: .whitespaces)),
                  let output = Double(prices[1].trimmingCharacters(in: .whitespaces)), input >= 0, output >= 0 else { return nil }
            table[parts[0].trimmingCharacters(in: .whitespaces)] = ModelPrice(inputPerMillion: input, outputPerMillion: output)
        }
        return table
    }
}
