extension PosixTimeZoneRule {
    /// Parses a footer such as `EET-2EEST,M3.5.0/3,M10.5.0/4`, `<+0545>-5:45` or `IST-1GMT0,M10.5.0,M3.5.0/1`.
    /// Returns nil for an empty footer (the zone then has no rule beyond its table).
    static func parse(_ text: String) throws(TimeZoneError) -> PosixTimeZoneRule? {
        if text.isEmpty { return nil }
        var scanner = Scanner(bytes: Array(text.utf8))
        guard let rule = scanner.rule(), scanner.isAtEnd else { throw .invalidPosixRule(text) }
        return rule
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func take(_ ascii: Unicode.Scalar) -> Bool {
            guard current == UInt8(ascii: ascii) else { return false }
            index += 1
            return true
        }

        mutating func rule() -> PosixTimeZoneRule? {
            guard name(), let standard = time(maxHours: 24) else { return nil }
            var rule = PosixTimeZoneRule(standardOffset: -standard, daylight: nil)
            if isAtEnd { return rule }
            guard name() else { return nil }
            var dstOffset = rule.standardOffset + 3600
            if current != UInt8(ascii: ","), !isAtEnd {
                guard let value = time(maxHours: 24) else { return nil }
                dstOffset = -value
            }
            // POSIX leaves a missing rule to the implementation; zic never writes one, the US rule is the usual default.
            var start = YearDay.monthWeekDay(month: 3, week: 2, weekday: 0), startTime = 7200
            var end = YearDay.monthWeekDay(month: 11, week: 1, weekday: 0), endTime = 7200
            if take(",") {
                guard let s = yearDay() else { return nil }
                start = s
                if take("/") { guard let t = time(maxHours: 167) else { return nil }; startTime = t }
                guard take(","), let e = yearDay() else { return nil }
                end = e
                if take("/") { guard let t = time(maxHours: 167) else { return nil }; endTime = t }
            }
            rule.daylight = Daylight(offset: dstOffset, start: start, startTime: startTime, end: end, endTime: endTime)
            return rule
        }

        /// `EST` (three or more letters) or `<+0545>` (quoted, letters, digits, signs).
        private mutating func name() -> Bool {
            let begin = index
            if take("<") {
                while let c = current, c != UInt8(ascii: ">") { index += 1 }
                guard take(">") else { return false }
                return index - begin >= 5
            }
            while let c = current, (c | 0x20) >= UInt8(ascii: "a"), (c | 0x20) <= UInt8(ascii: "z") { index += 1 }
            return index - begin >= 3
        }

        /// `[+-]h[h][:mm[:ss]]` in seconds, west-positive as written.
        private mutating func time(maxHours: Int) -> Int? {
            var sign = 1
            if take("-") { sign = -1 } else { _ = take("+") }
            guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
            var seconds = hours * 3600
            if take(":") {
                guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if take(":") {
                    guard let s = number(maxDigits: 2), s < 60 else { return nil }
                    seconds += s
                }
            }
            return sign * seconds
        }

        private mutating func yearDay() -> YearDay? {
            if take("J") {
                guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
                return .julianSkippingLeapDay(n)
            }
            if take("M") {
                guard let m = number(maxDigits: 2), (1...12).contains(m), take("."),
                      let w = number(maxDigits: 1), (1...5).contains(w), take("."),
                      let d = number(maxDigits: 1), (0...6).contains(d) else { return nil }
                return .monthWeekDay(month: m, week: w, weekday: d)
            }
            guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
            return .zeroBased(n)
        }

        private mutating func number(maxDigits: Int) -> Int? {
            var value = 0, count = 0
            while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9"), count < maxDigits {
                value = value * 10 + Int(c - UInt8(ascii: "0"))
                count += 1
                index += 1
            }
            return count > 0 ? value : nil
        }
    }
}
