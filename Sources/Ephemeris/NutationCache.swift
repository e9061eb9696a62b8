import Foundation

/// Remembers the last nutation computed: a chart asks for fourteen points and the Earth's orientation
/// at one instant, and the 77-term series is most of the cost of each.
final class NutationCache: @unchecked Sendable {
    // Safe to share: `last` is only touched under `lock`.
    private let lock = NSLock()
    private var last: (julianDay: Double, nutation: Nutation)?

    func value(at julianDayTT: Double) -> Nutation {
        lock.lock()
        if let last, last.julianDay == julianDayTT {
            lock.unlock()
            return last.nutation
        }
        lock.unlock()
        let nutation = Nutation(centuries: (julianDayTT - 2_451_545.0) / 36_525)
        lock.lock()
        last = (julianDayTT, nutation)
        lock.unlock()
        return nutation
    }
}
