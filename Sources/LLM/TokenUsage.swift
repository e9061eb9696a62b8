/// Tokens the server reported for one or more calls. Calls whose usage was missing are counted in
/// `unreportedCalls`, never as zero tokens.
public struct TokenUsage: Sendable, Equatable, Codable {
    public var promptTokens: Int
    public var completionTokens: Int
    public var cachedTokens: Int
    public var unreportedCalls: Int

    public init(promptTokens: Int = 0, completionTokens: Int = 0, cachedTokens: Int = 0, unreportedCalls: Int = 0) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.cachedTokens = cachedTokens
        self.unreportedCalls = unreportedCalls
    }

    public var totalTokens: Int { promptTokens + completionTokens }

    public static func + (lhs: TokenUsage, rhs: TokenUsage) -> TokenUsage {
        TokenUsage(promptTokens: lhs.promptTokens + rhs.promptTokens,
                   completionTokens: lhs.completionTokens + rhs.completionTokens,
                   cachedTokens: lhs.cachedTokens + rhs.cachedTokens,
                   unreportedCalls: lhs.unreportedCalls + rhs.unreportedCalls)
    }
}
