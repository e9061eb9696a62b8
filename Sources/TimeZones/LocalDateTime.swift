/// A wall-clock date and time with no zone attached, as written on a birth certificate.
package struct LocalDateTime: Sendable, Equatable, Hashable, Codable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int

    package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}

/// What a zone makes of a wall-clock time. Ambiguous and nonexistent times are reported, never guessed.
package enum LocalTimeResolution: Sendable, Equatable {
    /// Exactly one instant; `offset` is seconds east of UTC.
    case unique(offset: Int)
    /// Clocks went back: the time occurred twice, first at `earlierOffset`, then at `laterOffset`.
    case ambiguous(earlierOffset: Int, laterOffset: Int)
    /// Clocks went forward over this time; the offsets in force before and after the gap.
    case nonexistent(offsetBefore: Int, offsetAfter: Int)
}
