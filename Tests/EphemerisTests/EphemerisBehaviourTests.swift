import Foundation
import Testing
@testable import Ephemeris

@Suite struct EphemerisBehaviourTests {
    let ephemeris: Ephemeris

    init() throws { ephemeris = try Ephemeris.bundled() }

    @Test(arguments: [2_378_496.0, 2_524_594.0, 2_000_000.0])
    func instantsOutsideCoverageAreRejected(julianDay: Double) {
        let time = UniversalTime(julianDay: julianDay)
        #expect(throws: EphemerisError.self) { try ephemeris.position(of: .moon, at: time) }
        do {
            _ = try ephemeris.orientation(at: time)
            Issue.record("orientation at JD \(julianDay) should have thrown")
        } catch let error as EphemerisError {
            #expect(error.code == .ephemerisOutOfRange)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func coverageEndsAreUsable() throws {
        for time in [ephemeris.coverage.lowerBound, ephemeris.coverage.upperBound] {
            for body in Body.allCases {
                let p = try ephemeris.position(of: body, at: time)
                #expect(p.longitude.isFinite && p.longitude >= 0 && p.longitude < 360, "\(body) at \(time.julianDay)")
            }
        }
    }

    @Test func notANumberIsRejected() {
        #expect(throws: EphemerisError.self) { try ephemeris.position(of: .sun, at: UniversalTime(julianDay: .nan)) }
    }

    @Test func southNodeIsOppositeTheTrueNodeWithItsSpeed() throws {
        let time = UniversalTime(unixSeconds: 638_368_200)  // 1990-03-25 12:30 UTC
        let north = try ephemeris.position(of: .trueNode, at: time)
        let south = try ephemeris.position(of: .southNode, at: time)
        #expect(abs(angleDifference(south.longitude, north.longitude + 180)) < 1e-9)
        #expect(south.speed == north.speed)
    }

    @Test func damagedTableIsReportedNotCrashed() throws {
        let bytes = try EphemerisLoader.readBundledTable()
        for damaged in [Array(bytes.prefix(100)), [UInt8](), Array("NOTATABLE".utf8), Array(bytes.dropLast())] {
            do {
                _ = try Ephemeris(tableData: damaged)
                Issue.record("a damaged table of \(damaged.count) bytes was accepted")
            } catch let error as EphemerisError {
                #expect(error.code == .ephemerisCorruptTable)
            }
        }
    }

    @Test func missingOverrideFileIsReported() {
        #expect(throws: EphemerisError.self) { try EphemerisLoader.readTable(atPath: "/nonexistent/de440.eph") }
    }

    @Test func universalToTerrestrialTimeAddsDeltaT() {
        let time = UniversalTime(julianDay: 2_451_545.0)
        let tt = time.terrestrialTime
        #expect(abs((tt.julianDay - time.julianDay) * 86_400 - ephemeris.deltaT(at: time)) < 1e-4)
    }
}
