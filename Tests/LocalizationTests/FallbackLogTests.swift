import Foundation
@testable import Localization
import Testing

/// The fallback log was the one `@unchecked Sendable` type with no lock at all (issue 21, item 8): shared between
/// threads, its set was mutated concurrently. Its keys live in a `Mutex` now.
@Suite struct FallbackLogTests {
    @Test func manyThreadsNoteFallbacksAndNoneIsLost() {
        let log = FallbackLog()
        // Distinct keys from every thread at once: the set grows (and rehashes) under all of them.
        DispatchQueue.concurrentPerform(iterations: 16) { thread in
            for index in 0..<20_000 { log.insert("key.\(thread).\(index)") }
        }
        #expect(log.keys.count == 320_000)
    }
}
