import Foundation
import Testing
@testable import TimeZones

@Suite struct ZoneRulesTests {
    let database = TimeZoneDatabase(directory: ReferenceCase.fixtures.appendingPathComponent("zoneinfo").path)

    func resolve(_ zone: String, _ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) throws -> LocalTimeResolution {
        try database.rules(for: zone).resolve(LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi))
    }

    @Test func appSampleKyiv1990IsUTCPlus4() throws {
        // 1990-03-25 was the first day of Moscow summer time (MSD, UTC+4) in Soviet Kyiv.
        #expect(try resolve("Europe/Kyiv", 1990, 3, 25, 14, 30) == .unique(offset: 4 * 3600))
        let utc = LocalDateTime(year: 1990, month: 3, day: 25, hour: 14, minute: 30).unixSeconds(atOffset: 4 * 3600)
        #expect(LocalDateTime(unixSeconds: utc, offset: 0) == LocalDateTime(year: 1990, month: 3, day: 25, hour: 10, minute: 30))
    }

    @Test func sovietKyivWasMoscowTime() throws {
        #expect(try resolve("Europe/Kyiv", 1975, 1, 10, 12, 0) == .unique(offset: 3 * 3600))
        #expect(try resolve("Europe/Kyiv", 1985, 7, 10, 12, 0) == .unique(offset: 4 * 3600))
    }

    @Test func wartimeNewYorkKeptDaylightTimeAllYear() throws {
        // Eastern War Time: UTC−4 from 1942-02-09 to 1945-09-30, winter included.
        #expect(try resolve("America/New_York", 1943, 1, 15, 12, 0) == .unique(offset: -4 * 3600))
        #expect(try resolve("America/New_York", 1946, 1, 15, 12, 0) == .unique(offset: -5 * 3600))
    }

    @Test func lordHoweShiftsByHalfAnHour() throws {
        #expect(try resolve("Australia/Lord_Howe", 2024, 1, 15, 12, 0) == .unique(offset: 11 * 3600))
        #expect(try resolve("Australia/Lord_Howe", 2024, 7, 15, 12, 0) == .unique(offset: 10 * 3600 + 1800))
        // Clocks go from 02:00 to 02:30 on the first Sunday of October.
        #expect(try resolve("Australia/Lord_Howe", 2024, 10, 6, 2, 15)
                == .nonexistent(offsetBefore: 10 * 3600 + 1800, offsetAfter: 11 * 3600))
    }

    @Test func dateIn2040FollowsTheFooterRule() throws {
        let rules = try database.rules(for: "America/New_York")
        // The slim fixture lists no transitions after 2007: these come from "EST5EDT,M3.2.0,M11.1.0".
        #expect(rules.transitionTimes.last.map { $0 < 1_200_000_000 } == true)
        #expect(rules.resolve(LocalDateTime(year: 2040, month: 7, day: 4, hour: 12)) == .unique(offset: -4 * 3600))
        #expect(rules.resolve(LocalDateTime(year: 2040, month: 12, day: 25, hour: 12)) == .unique(offset: -5 * 3600))
        // 2040-03-11 is the second Sunday of March: 02:30 does not exist.
        #expect(rules.resolve(LocalDateTime(year: 2040, month: 3, day: 11, hour: 2, minute: 30))
                == .nonexistent(offsetBefore: -5 * 3600, offsetAfter: -4 * 3600))
        #expect(try resolve("Europe/Kyiv", 2040, 6, 1, 12, 0) == .unique(offset: 3 * 3600))
    }

    @Test func fallBackHourIsAmbiguousWithBothOffsets() throws {
        #expect(try resolve("America/New_York", 2024, 11, 3, 1, 30) == .ambiguous(earlierOffset: -4 * 3600, laterOffset: -5 * 3600))
        #expect(try resolve("Europe/Kyiv", 2023, 10, 29, 3, 30) == .ambiguous(earlierOffset: 3 * 3600, laterOffset: 2 * 3600))
    }

    @Test func springForwardHourIsNonexistent() throws {
        #expect(try resolve("Europe/Kyiv", 2023, 3, 26, 3, 30) == .nonexistent(offsetBefore: 2 * 3600, offsetAfter: 3 * 3600))
    }

    @Test func southernHemisphereAndNegativeDaylightRulesFromFooters() throws {
        // Dublin's footer "IST-1GMT0,M10.5.0,M3.5.0/1" has winter as the "daylight" period with a negative save.
        #expect(try resolve("Europe/Dublin", 2035, 1, 10, 12, 0) == .unique(offset: 0))
        #expect(try resolve("Europe/Dublin", 2035, 7, 10, 12, 0) == .unique(offset: 3600))
        #expect(try resolve("Australia/Sydney", 2035, 1, 10, 12, 0) == .unique(offset: 11 * 3600))
        #expect(try resolve("Australia/Sydney", 2035, 7, 10, 12, 0) == .unique(offset: 10 * 3600))
    }

    @Test func transitionsAreListedWithBothOffsets() throws {
        let rules = try database.rules(for: "Europe/Kyiv")
        let year2030 = LocalDateTime(year: 2030, month: 1, day: 1).unixSeconds(atOffset: 0)...LocalDateTime(year: 2031, month: 1, day: 1).unixSeconds(atOffset: 0)
        let changes = rules.transitions(in: year2030)
        #expect(changes.map(\.offsetAfter) == [3 * 3600, 2 * 3600])
        #expect(changes.first.map { LocalDateTime(unixSeconds: $0.unixSeconds, offset: 0) } == LocalDateTime(year: 2030, month: 3, day: 31, hour: 1))
    }
}
