import Synchronization
import Foundation

/// Remembers the last nutation computed: a chart asks for fourteen points and the Earth's orientation
/// at one instant, and the 77-term series is most of the cost of each.
final class NutationCache: Sendable {
    private let last = Mutex<(julianDay: Double, nutation: Nutation)?>(nil)

    func value(at julianDayTT: Double) -> Nutation {
        if let cached = last.withLock({ $0 }), cached.julianDay == julianDayTT { return cached.nutation }
        // Computed outside the lock: another thread may compute the same instant meanwhile, and both keep it.
        let nutation = Nutation(centuries: (julianDayTT - 2_451_545.0) / 36_525)
        last.withLock { $0 = (julianDayTT, nutation) }
        return nutation
    }
}
