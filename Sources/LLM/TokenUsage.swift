/// Tokens the server reported for one or more calls. Calls whose usage was missing are counted in
/// `unreportedCalls`, never as zero tokens.
package struct TokenUsage: Sendable, Equatable, Codable {
    package var promptTokens: Int
    package var completionTokens: Int
    package var cachedTokens: Int
    package var unreportedCalls: Int

    package init(promptTokens: Int = 0, completionTokens: Int = 0, cachedTokens: Int = 0, unreportedCalls: Int = 0) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.cachedTokens = cachedTokens
        self.unreportedCalls = unreportedCalls
    }

    package var totalTokens: Int { promptTokens + completionTokens }

    package static func + (lhs: TokenUsage, rhs: TokenUsage) -> TokenUsage {
        TokenUsage(promptTokens: lhs.promptTokens + rhs.promptTokens,
                   completionTokens: lhs.completionTokens + rhs.completionTokens,
                   cachedTokens: lhs.cachedTokens + rhs.cachedTokens,
                   unreportedCalls: lhs.unreportedCalls + rhs.unreportedCalls)
    }
}
