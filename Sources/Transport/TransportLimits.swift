/// Bounds every exchange of an `HTTPClient` shares.
package struct TransportLimits: Sendable, Equatable {
    /// Responses larger than this fail with `body_too_large` instead of filling memory.
    package var maxResponseBytes: Int
    /// Idle handles (each with its kept-alive connections) retained for reuse.
    package var maxIdleHandles: Int

    package init(maxResponseBytes: Int = 8 << 20, maxIdleHandles: Int = 64) {
        self.maxResponseBytes = maxResponseBytes
        self.maxIdleHandles = maxIdleHandles
    }
}
