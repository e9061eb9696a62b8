import Foundation
import Testing
@testable import TimeZones

@Suite struct ReferenceCasesTests {
    let fixtureDatabase = TimeZoneDatabase(directory: ReferenceCase.fixtures.appendingPathComponent("zoneinfo").path)

    @Test func all429CasesResolveAsZoneinfoDoesWithTheSameTzdata() throws {
        let cases = try ReferenceCase.all()
        #expect(cases.count == 429)
        for c in cases {
            let resolution = try fixtureDatabase.rules(for: c.zone).resolve(c.localDateTime)
            #expect(resolution == c.expected, "case \(c.id) \(c.zone) \(c.local): got \(resolution), want \(String(describing: c.expected))")
            if case .unique(let offset) = resolution {
                let back = LocalDateTime(unixSeconds: c.localDateTime.unixSeconds(atOffset: offset), offset: offset)
                #expect(back == c.localDateTime, "case \(c.id): round trip gave \(back)")
            }
        }
    }

    /// Debian's /usr/share/zoneinfo is built with backzone, so 13 pre-1970 cases have other offsets there;
    /// the fixture records the system value for each, and either documented value is accepted.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Kyiv")))
    func systemDatabaseAgreesWithTheReferenceOrItsDocumentedVariant() throws {
        let system = TimeZoneDatabase(directory: "/usr/share/zoneinfo")
        var variants = 0
        for c in try ReferenceCase.all() {
            let resolution = try system.rules(for: c.zone).resolve(c.localDateTime)
            if resolution == c.expected { continue }
            let variant = c.system_tzdata_differs.flatMap { $0.status == "normal" ? LocalTimeResolution.unique(offset: $0.utc_offset_s) : nil }
            #expect(variant != nil && resolution == variant, "case \(c.id) \(c.zone) \(c.local): system gave \(resolution)")
            variants += 1
        }
        #expect(variants <= 13)
    }
}
