import Foundation

/// OpenAI's `x-ratelimit-*` response headers. All are hints: any may be absent or odd (Azure sends
/// -1 or 0), so only what parses is used.
package struct RateLimitHeaders: Sendable, Equatable {
    package var remainingRequests: Int?
    package var remainingTokens: Int?
    package var limitRequests: Int?
    package var limitTokens: Int?
    /// Seconds until the request and token windows refill.
    package var resetRequests: Double?
    package var resetTokens: Double?

    package init(_ headers: [String: String]) {
        remainingRequests = headers["x-ratelimit-remaining-requests"].flatMap { Int($0) }
        remainingTokens = headers["x-ratelimit-remaining-tokens"].flatMap { Int($0) }
        limitRequests = headers["x-ratelimit-limit-requests"].flatMap { Int($0) }
        limitTokens = headers["x-ratelimit-limit-tokens"].flatMap { Int($0) }
        resetRequests = headers["x-ratelimit-reset-requests"].flatMap(Self.duration)
        resetTokens = headers["x-ratelimit-reset-tokens"].flatMap(Self.duration)
    }

    /// How long to hold back new requests: until the window resets when a budget is (nearly) spent,
    /// i.e. no requests left or under 5 % of the tokens left. Nil when there is no reason to wait.
    package var suggestedPause: Double? {
        var pause: Double?
        if let remaining = remainingRequests, remaining <= 0, let reset = resetRequests { pause = reset }
        if let remaining = remainingTokens, let limit = limitTokens, limit > 0,
           Double(remaining) < 0.05 * Double(limit), let reset = resetTokens {
            pause = max(pause ?? 0, reset)
        }
        return pause.flatMap { $0 > 0 ? min($0, Self.longestPause) : nil }
    }

    /// OpenAI's windows reset within minutes (a token window's "6m0s"); a server that says hours or years (a day's
    /// quota, a broken proxy) would hold every worker back for as long without a word: at most this, then the
    /// next answer says again.
    package static let longestPause = 900.0

    /// Go-style durations as OpenAI sends them: `12ms`, `1s`, `6m0s`, `1h2m3.5s`; a bare number is seconds.
    package static func duration(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed) { return seconds >= 0 ? seconds : nil }
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("us", 0.000_001), ("µs", 0.000_001),
                                                          ("ns", 0.000_000_001), ("h", 3600), ("m", 60), ("s", 1)]
        var total = 0.0
        var rest = Substring(trimmed)
        while !rest.isEmpty {
            let number = rest.prefix { $0.isNumber || $0 == "." }
            guard !number.isEmpty, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            guard let unit = units.first(where: { rest.hasPrefix($0.suffix) }) else { return nil }
            total += value * unit.seconds
            rest = rest.dropFirst(unit.suffix.count)
        }
        return trimmed.isEmpty ? nil : total
    }
}
