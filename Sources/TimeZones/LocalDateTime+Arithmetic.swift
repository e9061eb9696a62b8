extension LocalDateTime {
    /// True when every field names a real calendar date and a clock time 00:00:00 … 23:59:59.
    package var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= CivilCalendar.daysInMonth(month, of: year)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// The wall-clock reading counted as if it were UTC: seconds since 1970-01-01 00:00 on this clock.
    var wallSeconds: Int {
        CivilCalendar.days(year: year, month: month, day: day) * CivilCalendar.secondsPerDay
            + hour * 3600 + minute * 60 + second
    }

    /// The UT instant (seconds since 1970-01-01T00:00:00Z) of this wall-clock time at `offset` seconds east of UTC.
    package func unixSeconds(atOffset offset: Int) -> Int {
        wallSeconds - offset
    }

    /// The wall-clock time `offset` seconds east of UTC shows at a UT instant.
    package init(unixSeconds: Int, offset: Int) {
        let wall = unixSeconds + offset
        let days = CivilCalendar.floorDiv(wall, CivilCalendar.secondsPerDay)
        let seconds = wall - days * CivilCalendar.secondsPerDay
        let date = CivilCalendar.date(days: days)
        self.init(year: date.year, month: date.month, day: date.day,
                  hour: seconds / 3600, minute: seconds % 3600 / 60, second: seconds % 60)
    }
}
