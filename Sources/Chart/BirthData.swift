import Ephemeris
import TimeZones

/// Birth data as a job or a `chart --jsonl` line gives it:
/// `{"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv" | "utcOffset": "+03:00",
///   "fold": "earlier" | "later", "latitude": 50.45, "longitude": 30.52, "place": "Kyiv"}`.
/// `time` may be absent (unknown birth time). Validation is pure: zones come through a lookup closure, so the
/// job runner and the CLI share it with their own `TimeZoneDatabase`.
package struct BirthData: Sendable, Equatable, Codable {
    /// Which occurrence of a wall-clock time that happened twice (clocks went back) is meant.
    package enum Fold: String, Sendable, Codable { case earlier, later }

    package typealias ZoneLookup = (String) throws(TimeZoneError) -> ZoneRules

    /// `YYYY-MM-DD`.
    package var date: String
    /// `HH:MM` or `HH:MM:SS`, local wall-clock time; nil when unknown.
    package var time: String?
    /// IANA zone, e.g. "Europe/Kyiv"; preferred over `utcOffset`.
    package var timeZone: String?
    /// Fixed offset such as "+03:00"; with `timeZone` as well, it must be one of the zone's offsets then and
    /// picks that one.
    package var utcOffset: String?
    package var fold: Fold?
    /// Degrees, north positive.
    package var latitude: Double
    /// Degrees, east positive.
    package var longitude: Double
    /// For people only; the coordinates are what count.
    package var place: String?

    package init(date: String, time: String? = nil, timeZone: String? = nil, utcOffset: String? = nil, fold: Fold? = nil,
                latitude: Double, longitude: Double, place: String? = nil) {
        self.date = date
        self.time = time
        self.timeZone = timeZone
        self.utcOffset = utcOffset
        self.fold = fold
        self.latitude = latitude
        self.longitude = longitude
        self.place = place
    }

    /// Checks every field and turns the local time into UT. Without a birth time the chart is cast for local noon.
    /// Ambiguous times need `fold` (or a matching `utcOffset`); nonexistent times are always an error.
    package func resolve(zones: ZoneLookup) throws(ChartError) -> ResolvedBirth {
        guard let day = CivilText.date(date) else {
            throw ChartError(code: .invalidDate, field: "date", message: "date must be a real calendar date written YYYY-MM-DD.")
        }
        var local = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: 12)
        if let time {
            guard let clock = CivilText.time(time), clock.fraction == 0 else {
                throw ChartError(code: .invalidTime, field: "time", message: "time must be a clock time HH:MM or HH:MM:SS from 00:00 to 23:59:59.")
            }
            (local.hour, local.minute, local.second) = (clock.hour, clock.minute, clock.second)
        }
        try ChartError.checkCoordinates(latitude: latitude, longitude: longitude)
        let offset = try offset(for: local, zones: zones)
        return ResolvedBirth(time: UniversalTime(unixSeconds: Double(local.unixSeconds(atOffset: offset))), local: local,
                             utcOffset: offset, hasBirthTime: time != nil, latitude: latitude, longitude: longitude,
                             day: time == nil ? try dayWindow(day, noonOffset: offset, zones: zones) : nil)
    }

    /// The whole local day (00:00 to 24:00) of a birth without a time, with the zone's clock changes inside it.
    private func dayWindow(_ day: (year: Int, month: Int, day: Int), noonOffset: Int, zones: ZoneLookup) throws(ChartError) -> LocalDayWindow {
        let midnight = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: 0)
        let wallStart = midnight.unixSeconds(atOffset: 0), wallEnd = wallStart + 86_400
        guard let timeZone, let rules = try? zones(timeZone) else {
            return LocalDayWindow(start: wallStart - noonOffset, end: wallEnd - noonOffset,
                                  offsets: [.init(unixSeconds: wallStart - noonOffset, offset: noonOffset)])
        }
        // Midnight at the first instant the clock shows it: the earlier of two, or the moment a gap opens.
        func instant(_ wall: Int) -> Int {
            switch rules.resolve(LocalDateTime(unixSeconds: wall, offset: 0)) {
            case .unique(let offset): return wall - offset
            case .ambiguous(let earlier, _): return wall - earlier
            case .nonexistent(let before, _): return wall - before
            }
        }
        let start = instant(wallStart), end = instant(wallEnd)
        let changes = rules.transitions(in: start...(end - 1)).map { LocalDayWindow.Offset(unixSeconds: $0.unixSeconds, offset: $0.offsetAfter) }
        return LocalDayWindow(start: start, end: end, offsets: [.init(unixSeconds: start, offset: rules.offset(atUnixSeconds: start))] + changes)
    }

    private func offset(for local: LocalDateTime, zones: ZoneLookup) throws(ChartError) -> Int {
        var fixed: Int?
        if let utcOffset {
            do { fixed = try UTCOffset.parse(utcOffset) } catch {
                throw ChartError(code: error.code, field: "utcOffset", message: error.message)
            }
        }
        guard let timeZone else {
            guard let fixed else {
                throw ChartError(code: .missingTimeZone, field: "timeZone", message: "Give timeZone (an IANA name) or utcOffset.")
            }
            return fixed
        }
        let rules: ZoneRules
        do { rules = try zones(timeZone) } catch {
            throw ChartError(code: error.code, field: "timeZone", message: error.message)
        }
        switch rules.resolve(local) {
        case .unique(let offset):
            if let fixed, fixed != offset { throw Self.mismatch }
            return offset
        case .ambiguous(let earlier, let later):
            if let fixed {
                guard fixed == earlier || fixed == later else { throw Self.mismatch }
                return fixed
            }
            // Unknown birth time: noon on a fall-back day is never in the overlap, but take the earlier to be total.
            guard let fold else {
                if time == nil { return earlier }
                throw ChartError(code: .ambiguousLocalTime, field: "time", message:
                    "This local time happened twice (clocks went back), at UTC\(Self.format(earlier)) and UTC\(Self.format(later)); add \"fold\": \"earlier\" or \"later\".")
            }
            return fold == .earlier ? earlier : later
        case .nonexistent(let before, let after):
            throw ChartError(code: .nonexistentLocalTime, field: "time", message:
                "No such local time: clocks jumped from UTC\(Self.format(before)) to UTC\(Self.format(after)) over it; check the birth certificate.")
        }
    }

    private static let mismatch = ChartError(code: .utcOffsetMismatch, field: "utcOffset",
                                             message: "utcOffset is not the offset timeZone had at that local time.")

    static func format(_ offset: Int) -> String {
        let minutes = abs(offset) / 60
        let text = "\(minutes / 60 < 10 ? "0" : "")\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
        return (offset < 0 ? "−" : "+") + text
    }
}

/// A validated birth: the UT instant and the place, ready for `ChartInput`.
package struct ResolvedBirth: Sendable, Equatable {
    package var time: UniversalTime
    package var local: LocalDateTime
    /// Seconds east of UTC that applied.
    package var utcOffset: Int
    package var hasBirthTime: Bool
    package var latitude: Double
    package var longitude: Double
    /// Without a birth time: the local birth day, over which `ChartCalculator.birthDay(for:)` follows the planets.
    package var day: LocalDayWindow?

    package func chartInput(houseSystems: [HouseSystem] = [.placidus]) -> ChartInput {
        ChartInput(time: time, latitude: latitude, longitude: longitude, houseSystems: houseSystems, hasBirthTime: hasBirthTime)
    }
}
