import Ephemeris
import Foundation
import Testing
import TimeZones
@testable import Chart

/// A birth without a time: the planets over the whole local day, and where one changes sign, when.
@Suite struct BirthDayTests {
    static let zones = TimeZoneDatabase()

    func resolve(_ birth: BirthData) throws -> ResolvedBirth {
        try birth.resolve { name throws(TimeZoneError) in try Self.zones.rules(for: name) }
    }

    /// 21 June 1985 in Kyiv: the Sun enters Cancer that afternoon. The hour the day window gives agrees with
    /// charts cast with birth times a few minutes either side of it.
    @Test func theSunsIngressIsFoundToTheMinuteInLocalTime() throws {
        let calculator = ChartCalculator(provider: try Ephemeris.bundled())
        let birth = BirthData(date: "1985-06-21", timeZone: "Europe/Kyiv", latitude: 50.45, longitude: 30.52)
        let day = try #require(try calculator.chart(for: try resolve(birth), houseSystems: [.placidus]).birthDay)
        let sun = try #require(day.day(of: .sun))
        let ingress = try #require(sun.ingress)
        #expect(sun.startSign == .gemini && ingress.sign == .cancer)
        let hour = ingress.localMinutes / 60, minute = ingress.localMinutes % 60
        func sunSign(_ time: String) throws -> ZodiacSign {
            var timed = birth
            timed.time = time
            return try calculator.chart(for: try resolve(timed), houseSystems: [.placidus]).bodies.sun.sign
        }
        let before = String(format: "%02d:%02d", hour, max(0, minute - 2)), after = String(format: "%02d:%02d", hour + (minute + 2) / 60, (minute + 2) % 60)
        #expect(try sunSign(before) == .gemini, "\(before)")
        #expect(try sunSign(after) == .cancer, "\(after)")
        // Slow planets hold their sign all day; the Moon moves about 13°.
        #expect(day.day(of: .saturn)?.ingress == nil)
        let moon = try #require(day.day(of: .moon))
        let motion = Degrees.normalized(moon.endLongitude - moon.startLongitude)
        #expect(motion > 11 && motion < 16)
    }

    /// On the day clocks go forward the local day is 23 hours long, and a change after the jump reads on the new clock.
    @Test func aClockChangeDayIsTwentyThreeHoursAndKeepsLocalTime() throws {
        let resolved = try resolve(BirthData(date: "2021-03-28", timeZone: "Europe/Kyiv", latitude: 50.45, longitude: 30.52))
        let window = try #require(resolved.day)
        #expect(window.end - window.start == 23 * 3600)
        #expect(window.offsets.map(\.offset) == [7200, 10800])
        // Eight hours after local midnight (22:00 UT the day before), 06:00 UT, the summer clock shows 09:00.
        #expect(window.clockMinutes(atUnixSeconds: window.start + 8 * 3600) == 9 * 60)
    }

    @Test func aBirthWithATimeHasNoBirthDay() throws {
        let resolved = try resolve(BirthData(date: "1985-06-21", time: "10:00", timeZone: "Europe/Kyiv", latitude: 50.45, longitude: 30.52))
        #expect(resolved.day == nil)
        #expect(try ChartCalculator(provider: try Ephemeris.bundled()).chart(for: resolved, houseSystems: [.placidus]).birthDay == nil)
    }

    /// An offset instead of a zone gives a fixed 24-hour day.
    @Test func aFixedOffsetGivesAFullDay() throws {
        let resolved = try resolve(BirthData(date: "1985-06-21", utcOffset: "-03:00", latitude: -34.6, longitude: -58.4))
        let window = try #require(resolved.day)
        #expect(window.end - window.start == 86_400 && window.offsets.map(\.offset) == [-10_800])
    }
}
