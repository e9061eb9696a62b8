import Foundation
import Testing
@testable import TimeZones

@Suite struct ParsingTests {
    @Test(arguments: [("Z", 0), ("+03:00", 10_800), ("-09:30", -34_200), ("+0545", 20_700), ("+14", 50_400), ("-12:00", -43_200)])
    func utcOffsetsParse(text: String, seconds: Int) throws {
        #expect(try UTCOffset.parse(text) == seconds)
    }

    @Test(arguments: ["", "03:00", "+3", "+03:60", "+14:30", "-12:01", "+03:00:00", "UTC+3", "+0a:00", "−03:00"])
    func malformedOrOutOfRangeOffsetsAreRejected(text: String) {
        #expect(throws: TimeZoneError.invalidUTCOffset(text)) { try UTCOffset.parse(text) }
    }

    @Test func posixRulesWithQuotedNamesAndExtendedTimesParse() throws {
        #expect(try PosixTimeZoneRule.parse("<+0545>-5:45") == PosixTimeZoneRule(standardOffset: 20_700, daylight: nil))
        let godthab = try #require(try PosixTimeZoneRule.parse("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
        #expect(godthab.standardOffset == -7200)
        #expect(godthab.daylight?.offset == -3600)
        #expect(godthab.daylight?.startTime == -3600)
        let allYear = try #require(try PosixTimeZoneRule.parse("EST5EDT,0/0,J365/25"))
        #expect(allYear.offset(atUnixSeconds: 2_000_000_000) == -4 * 3600)
        #expect(try PosixTimeZoneRule.parse("") == nil)
    }

    @Test(arguments: ["EST", "EST5EDT,M3.2.0", "EST5EDT,M13.1.0,M11.1.0", "<+05-5", "EST5EDT,J0,J365", "EST5EDT,M3.2.0/200,M11.1.0"])
    func malformedPosixRulesAreRejected(rule: String) {
        #expect(throws: TimeZoneError.self) { try PosixTimeZoneRule.parse(rule) }
    }

    @Test func truncatedOrForeignBytesAreNotAZone() throws {
        #expect(throws: TimeZoneError.self) { try ZoneRules(tzif: Array("not a zone".utf8)) }
        let kyiv = try Data(contentsOf: ReferenceCase.fixtures.appendingPathComponent("zoneinfo/Europe/Kyiv"))
        #expect(throws: TimeZoneError.self) { try ZoneRules(tzif: Array(kyiv.prefix(kyiv.count - 10))) }
        #expect(throws: TimeZoneError.self) { try ZoneRules(tzif: Array(kyiv.prefix(200))) }
    }

    @Test func version1FileIsReadFromIts32BitBlock() throws {
        // A hand-made v1 file: LMT +2:02:04, then EET (+2) from 1924-05-01T22:00Z, then MSK (+3) from 1930-06-20T22:00Z.
        func be32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }
        let types: [(Int, String)] = [(7324, "LMT"), (7200, "EET"), (10800, "MSK")]
        var bytes = Array("TZif".utf8) + [0] + Array(repeating: 0, count: 15)
        bytes += be32(0) + be32(0) + be32(0) + be32(2) + be32(3) + be32(12)
        bytes += be32(-1_441_159_200) + be32(-1_247_536_800) + [1, 2]
        for (index, type) in types.enumerated() { bytes += be32(type.0) + [0, UInt8(index * 4)] }
        bytes += types.flatMap { Array($0.1.utf8) + [0] }
        let rules = try ZoneRules(tzif: bytes)
        #expect(rules.footer == nil)
        #expect(rules.offset(atUnixSeconds: -1_500_000_000) == 7324)
        #expect(rules.offset(atUnixSeconds: -1_300_000_000) == 7200)
        #expect(rules.offset(atUnixSeconds: 1_700_000_000) == 10800)
    }

    @Test(arguments: ["../etc/passwd", "/etc/passwd", "Europe/../../etc/passwd", "Europe//Kyiv", "Europe/Kyiv\0", "", "./Europe/Kyiv"])
    func identifiersThatEscapeTheDirectoryAreRefused(identifier: String) {
        let database = TimeZoneDatabase(directory: ReferenceCase.fixtures.appendingPathComponent("zoneinfo").path)
        #expect(throws: TimeZoneError.invalidZoneIdentifier(identifier)) { try database.rules(for: identifier) }
    }

    @Test func unknownZoneHasItsOwnError() {
        let database = TimeZoneDatabase(directory: ReferenceCase.fixtures.appendingPathComponent("zoneinfo").path)
        #expect(throws: TimeZoneError.unknownZone("Europe/Atlantis")) { try database.rules(for: "Europe/Atlantis") }
        #expect(throws: TimeZoneError.unknownZone("Europe")) { try database.rules(for: "Europe") }
    }

    @Test func tzdirChoosesTheDirectory() {
        #expect(TimeZoneDatabase(environment: ["TZDIR": "/opt/zones"]).directory == "/opt/zones")
        #expect(TimeZoneDatabase(environment: [:]).directory == "/usr/share/zoneinfo")
    }
}

@Suite struct DatabaseLoaderTests {
    @Test func aFileThatIsNotAZoneIsReportedAsSuch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a zone".utf8).write(to: directory.appendingPathComponent("Fake"))
        try Data(count: 300 * 1024).write(to: directory.appendingPathComponent("Huge"))
        let database = TimeZoneDatabase(directory: directory.path)
        #expect(throws: TimeZoneError.self) { try database.rules(for: "Fake") }
        do {
            _ = try database.rules(for: "Huge")
            Issue.record("a 300 KB file was accepted")
        } catch {
            #expect(error.code == .invalidTzif)
        }
    }

    @Test func parsedZonesAreCachedAndNotReadAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Europe"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let zone = directory.appendingPathComponent("Europe/Kyiv")
        try FileManager.default.copyItem(at: ReferenceCase.fixtures.appendingPathComponent("zoneinfo/Europe/Kyiv"), to: zone)
        let database = TimeZoneDatabase(directory: directory.path)
        let first = try database.rules(for: "Europe/Kyiv")
        try FileManager.default.removeItem(at: zone)
        #expect(try database.rules(for: "Europe/Kyiv") == first)
    }
}
