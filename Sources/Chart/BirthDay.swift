import Ephemeris

/// The local calendar day of a birth whose time is unknown: its first and last instant and the zone's offset
/// over it (which may change once, on a clock-change day).
package struct LocalDayWindow: Sendable, Equatable {
    /// An offset in force from `unixSeconds` on (seconds east of UTC).
    package struct Offset: Sendable, Equatable {
        package var unixSeconds: Int
        package var offset: Int

        package init(unixSeconds: Int, offset: Int) {
            self.unixSeconds = unixSeconds
            self.offset = offset
        }
    }

    /// 00:00 and 24:00 local time, seconds since 1970 (UT).
    package var start: Int
    package var end: Int
    /// The first entry holds at `start`; later ones are the day's clock changes.
    package var offsets: [Offset]

    package init(start: Int, end: Int, offsets: [Offset]) {
        self.start = start
        self.end = end
        self.offsets = offsets
    }

    /// Minutes after local midnight of a UT instant inside the day, on the wall clock then in force.
    func clockMinutes(atUnixSeconds t: Int) -> Int {
        let offset = offsets.last { $0.unixSeconds <= t }?.offset ?? offsets.first?.offset ?? 0
        let startOffset = offsets.first?.offset ?? 0
        return Int((Double(t + offset - (start + startOffset)) / 60).rounded(.down))
    }
}

/// Where each planet stands over a whole local birth day, for a chart without a birth time (which is cast for
/// local noon). A report may state a planet's sign only where it holds all day; a planet that changes sign
/// that day is named with both signs and the local time of the change.
package struct BirthDay: Sendable, Equatable, Codable {
    /// The day's first and last instant (00:00 and 24:00 local time), Julian days UT.
    package var startJulianDayUT: Double
    package var endJulianDayUT: Double
    /// The ten planets in `Body.planets` order.
    package var bodies: [BodyDay]

    package func day(of body: Body) -> BodyDay? { bodies.first { $0.body == body } }
}

/// One planet over the birth day.
package struct BodyDay: Sendable, Equatable, Codable {
    package var body: Body
    package var startLongitude: Double
    package var endLongitude: Double
    package var retrogradeAtStart: Bool
    package var retrogradeAtEnd: Bool
    /// The sign the planet enters during the day, if it changes sign.
    package var ingress: Ingress?

    package var startSign: ZodiacSign { ZodiacSign(longitude: startLongitude) }
    package var endSign: ZodiacSign { ZodiacSign(longitude: endLongitude) }
    /// Whether the planet is retrograde (or direct) all day; a station that day leaves its motion open.
    package var motionIsCertain: Bool { retrogradeAtStart == retrogradeAtEnd }
}

/// A change of sign during the birth day.
package struct Ingress: Sendable, Equatable, Codable {
    /// The sign entered.
    package var sign: ZodiacSign
    package var julianDayUT: Double
    /// Minutes after local midnight (wall clock), 0 ..< 1440 (1500 on a day with an extra hour).
    package var localMinutes: Int
}

extension ChartCalculator {
    /// The chart of a validated birth; without a birth time, with the planets over the whole birth day.
    package func chart(for birth: ResolvedBirth, houseSystems: [HouseSystem]) throws(ChartError) -> Chart {
        var chart = try chart(for: birth.chartInput(houseSystems: houseSystems))
        if let day = birth.day { chart.birthDay = try birthDay(for: day) }
        return chart
    }

    /// Each planet at the start and end of the local day, and where its sign changes, the instant found by
    /// bisection to well under a minute.
    package func birthDay(for window: LocalDayWindow) throws(ChartError) -> BirthDay {
        let start = UniversalTime(unixSeconds: Double(window.start)), end = UniversalTime(unixSeconds: Double(window.end))
        let bodies = try Body.planets.map { body throws(ChartError) -> BodyDay in
            let first = try position(of: body, at: start), last = try position(of: body, at: end)
            var day = BodyDay(body: body, startLongitude: first.longitude, endLongitude: last.longitude,
                              retrogradeAtStart: first.isRetrograde, retrogradeAtEnd: last.isRetrograde)
            let startSign = ZodiacSign(longitude: first.longitude)
            if startSign != ZodiacSign(longitude: last.longitude) {
                var low = start.julianDay, high = end.julianDay
                // 20 halvings of one day: under 0.1 s.
                for _ in 0..<20 {
                    let middle = (low + high) / 2
                    if ZodiacSign(longitude: try position(of: body, at: UniversalTime(julianDay: middle)).longitude) == startSign {
                        low = middle
                    } else {
                        high = middle
                    }
                }
                let instant = UniversalTime(julianDay: high)
                day.ingress = Ingress(sign: ZodiacSign(longitude: last.longitude), julianDayUT: high,
                                      localMinutes: window.clockMinutes(atUnixSeconds: Int(instant.unixSeconds.rounded())))
            }
            return day
        }
        return BirthDay(startJulianDayUT: start.julianDay, endJulianDayUT: end.julianDay, bodies: bodies)
    }

    private func position(of body: Body, at time: UniversalTime) throws(ChartError) -> EclipticPosition {
        do {
            return try provider.position(of: body, at: time)
        } catch {
            throw ChartError(code: .positionUnavailable, message: "The ephemeris could not give positions for the birth day: \(error)")
        }
    }
}
