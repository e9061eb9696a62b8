/// The POSIX TZ rule in a TZif footer (RFC 8536 §3.3, with the v3 extensions: hours −167…167 in
/// transition times, DST all year). It gives local time after a zone's last listed transition, which
/// in "slim" zone files means every date since the rule last changed (e.g. since 2007 in New York).
struct PosixTimeZoneRule: Sendable, Equatable {
    /// When in the year a change happens: `Jn` (1…365, Feb 29 never counted), `n` (0…365), `Mm.w.d`.
    enum YearDay: Sendable, Equatable {
        case julianSkippingLeapDay(Int)
        case zeroBased(Int)
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    struct Daylight: Sendable, Equatable {
        var offset: Int
        var start: YearDay
        /// Seconds after local midnight, in standard time.
        var startTime: Int
        var end: YearDay
        /// Seconds after local midnight, in daylight time.
        var endTime: Int
    }

    /// Seconds east of UTC (POSIX writes them west-positive; parsing flips the sign).
    var standardOffset: Int
    var daylight: Daylight?

    /// Seconds east of UTC in force at a UT instant.
    func offset(atUnixSeconds t: Int) -> Int {
        guard daylight != nil else { return standardOffset }
        let year = CivilCalendar.date(days: CivilCalendar.floorDiv(t + standardOffset, CivilCalendar.secondsPerDay)).year
        let changes = (year - 1...year + 1).flatMap(transitions(inYear:))
        return changes.last(where: { $0.at <= t })?.offset ?? standardOffset
    }

    /// The rule's two changes in a year, in order of the rule (start, then end), as UT instants and the
    /// offset that follows each. The caller's years are consecutive, so a stable order suffices.
    func transitions(inYear year: Int) -> [(at: Int, offset: Int)] {
        guard let daylight else { return [] }
        let start = Self.day(daylight.start, in: year) * CivilCalendar.secondsPerDay + daylight.startTime - standardOffset
        let end = Self.day(daylight.end, in: year) * CivilCalendar.secondsPerDay + daylight.endTime - daylight.offset
        let both = [(at: start, offset: daylight.offset), (at: end, offset: standardOffset)]
        return start <= end ? both : both.reversed()
    }

    static func day(_ yearDay: YearDay, in year: Int) -> Int {
        let january1 = CivilCalendar.days(year: year, month: 1, day: 1)
        switch yearDay {
        case .julianSkippingLeapDay(let n):
            return january1 + n - 1 + (CivilCalendar.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            return january1 + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilCalendar.days(year: year, month: month, day: 1)
            var day = first + (weekday - CivilCalendar.weekday(days: first) + 7) % 7 + (week - 1) * 7
            while day >= first + CivilCalendar.daysInMonth(month, of: year) { day -= 7 }
            return day
        }
    }
}
