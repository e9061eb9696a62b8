/// The complete offset history of one zone: the transitions listed in its TZif file, the offset before
/// the first of them, and the POSIX rule for instants after the last. Pure value; build it with
/// `ZoneRules(tzif:)` or load it through `TimeZoneDatabase`.
package struct ZoneRules: Sendable, Equatable {
    /// A change of offset at a UT instant.
    package struct Transition: Sendable, Equatable {
        package var unixSeconds: Int
        package var offsetBefore: Int
        package var offsetAfter: Int
    }

    /// Ascending UT instants of the listed transitions.
    let transitionTimes: [Int]
    /// Seconds east of UTC from each listed transition on.
    let offsetsAfter: [Int]
    /// Seconds east of UTC before the first transition (time type 0, RFC 8536 §3.2).
    let initialOffset: Int
    let footer: PosixTimeZoneRule?

    init(transitionTimes: [Int], offsetsAfter: [Int], initialOffset: Int, footer: PosixTimeZoneRule?) {
        self.transitionTimes = transitionTimes
        self.offsetsAfter = offsetsAfter
        self.initialOffset = initialOffset
        self.footer = footer
    }

    /// Seconds east of UTC in force at a UT instant (seconds since 1970-01-01T00:00:00Z).
    package func offset(atUnixSeconds t: Int) -> Int {
        guard let last = transitionTimes.last else { return footer?.offset(atUnixSeconds: t) ?? initialOffset }
        if t > last, let footer { return footer.offset(atUnixSeconds: t) }
        // Binary search for the last transition at or before t.
        var low = 0, high = transitionTimes.count
        while low < high {
            let mid = (low + high) / 2
            if transitionTimes[mid] <= t { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? initialOffset : offsetsAfter[low - 1]
    }

    /// Every real change of offset with `range.lowerBound < instant ≤ range.upperBound`, listed or from the rule.
    package func transitions(in range: ClosedRange<Int>) -> [Transition] {
        var instants = transitionTimes.filter { $0 > range.lowerBound && $0 <= range.upperBound }
        if let footer {
            let afterTable = transitionTimes.last ?? Int.min
            let first = CivilCalendar.date(days: CivilCalendar.floorDiv(range.lowerBound, CivilCalendar.secondsPerDay)).year
            let last = CivilCalendar.date(days: CivilCalendar.floorDiv(range.upperBound, CivilCalendar.secondsPerDay)).year
            instants += (first - 1...last + 1).flatMap { footer.transitions(inYear: $0).map(\.at) }
                .filter { $0 > afterTable && $0 > range.lowerBound && $0 <= range.upperBound }
        }
        return Set(instants).sorted().compactMap { t in
            let transition = Transition(unixSeconds: t, offsetBefore: offset(atUnixSeconds: t - 1),
                                        offsetAfter: offset(atUnixSeconds: t))
            return transition.offsetBefore == transition.offsetAfter ? nil : transition
        }
    }

    /// What this zone makes of a wall-clock time: one instant, two (clocks went back) or none (clocks went
    /// forward). Never guesses; the caller decides what an ambiguous or skipped time means.
    package func resolve(_ local: LocalDateTime) -> LocalTimeResolution {
        let wall = local.wallSeconds
        // Offsets stay within ±26 h, so every instant this wall time could denote lies in this window.
        let window = wall - 2 * CivilCalendar.secondsPerDay...wall + 2 * CivilCalendar.secondsPerDay
        let nearby = transitions(in: window)
        let candidates = Set([offset(atUnixSeconds: window.lowerBound)] + nearby.map(\.offsetAfter))
        // An offset fits when it is the one in force at the instant it implies; larger offset = earlier instant.
        let fitting = candidates.filter { offset(atUnixSeconds: wall - $0) == $0 }.sorted(by: >)
        if let earlier = fitting.first, let later = fitting.last {
            return earlier == later ? .unique(offset: earlier) : .ambiguous(earlierOffset: earlier, laterOffset: later)
        }
        let gap = nearby.first { wall >= $0.unixSeconds + $0.offsetBefore && wall < $0.unixSeconds + $0.offsetAfter }
        return .nonexistent(offsetBefore: gap?.offsetBefore ?? offset(atUnixSeconds: window.lowerBound),
                            offsetAfter: gap?.offsetAfter ?? offset(atUnixSeconds: window.upperBound))
    }
}
