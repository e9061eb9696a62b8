import Ephemeris
import Foundation
import Testing
import TimeZones
@testable import Chart

@Suite struct BirthDataTests {
    static let database = TimeZoneDatabase(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/zoneinfo").path)

    func input(_ json: String) throws(ChartError) -> ChartInput {
        try ChartRequestLine.parse(Data(json.utf8)).chartInput(zones: Self.database.rules(for:))
    }

    func code(_ json: String) -> (code: String, field: String?)? {
        do {
            _ = try input(json)
            return nil
        } catch {
            return (error.code.rawValue, error.field)
        }
    }

    @Test func appSampleInKyivIsUTCPlus4() throws {
        let birth = BirthData(date: "1990-03-25", time: "14:30", timeZone: "Europe/Kyiv", latitude: 50.45, longitude: 30.52, place: "Kyiv")
        let resolved = try birth.resolve(zones: Self.database.rules(for:))
        #expect(resolved.utcOffset == 4 * 3600)
        #expect(resolved.time == UniversalTime(unixSeconds: 638_361_000)) // 1990-03-25T10:30:00Z
        #expect(resolved.hasBirthTime)
    }

    @Test func utcLineAndBirthLinesDecode() throws {
        let utc = try input(#"{"utc": "2038-05-09T07:04:00Z", "latitude": -47.33, "longitude": 164.2}"#)
        #expect(utc.time == UniversalTime(unixSeconds: 2_157_001_440) && utc.latitude == -47.33 && utc.houseSystems == [.placidus])
        let bare = try input(#"{"date": "1990-03-25", "time": "14:30", "utcOffset": "+04:00", "latitude": 50.45, "longitude": 30.52, "houseSystems": ["koch", "wholeSign"]}"#)
        #expect(bare.time == UniversalTime(unixSeconds: 638_361_000) && bare.houseSystems == [.koch, .wholeSign])
        let wrapped = try input(#"{"birth": {"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.45, "longitude": 30.52}}"#)
        #expect(wrapped.time == bare.time)
    }

    @Test func unknownBirthTimeIsCastForLocalNoonWithoutHouses() throws {
        let input = try input(#"{"date": "1990-03-25", "timeZone": "Europe/Kyiv", "latitude": 50.45, "longitude": 30.52}"#)
        #expect(!input.hasBirthTime)
        #expect(input.time == UniversalTime(unixSeconds: 638_352_000)) // 12:00 MSD = 08:00Z
    }

    @Test func ambiguousTimesNeedAFoldAndNonexistentTimesAreRefused() throws {
        let base = #""date": "2024-11-03", "time": "01:30", "timeZone": "America/New_York", "latitude": 40.7, "longitude": -74"#
        #expect(code("{\(base)}")?.code == "ambiguous_local_time")
        #expect(try input("{\(base), \"fold\": \"earlier\"}").time == UniversalTime(unixSeconds: 1_730_611_800))
        #expect(try input("{\(base), \"fold\": \"later\"}").time == UniversalTime(unixSeconds: 1_730_615_400))
        #expect(try input("{\(base), \"utcOffset\": \"-05:00\"}").time == UniversalTime(unixSeconds: 1_730_615_400))
        #expect(code("{\(base), \"utcOffset\": \"-06:00\"}")?.code == "utc_offset_mismatch")
        let gap = #"{"date": "2024-03-10", "time": "02:30", "timeZone": "America/New_York", "latitude": 40.7, "longitude": -74, "fold": "later"}"#
        #expect(code(gap)! == ("nonexistent_local_time", "time"))
    }

    @Test(arguments: [
        (#"{"date": "2023-02-30", "time": "12:00", "utcOffset": "Z", "latitude": 0, "longitude": 0}"#, "invalid_date", "date"),
        (#"{"date": "1990-3-25", "utcOffset": "Z", "latitude": 0, "longitude": 0}"#, "invalid_date", "date"),
        (#"{"date": "1990-03-25", "time": "24:61", "utcOffset": "Z", "latitude": 0, "longitude": 0}"#, "invalid_time", "time"),
        (#"{"date": "1990-03-25", "time": "12:00", "utcOffset": "Z", "latitude": 91, "longitude": 0}"#, "invalid_latitude", "latitude"),
        (#"{"date": "1990-03-25", "time": "12:00", "utcOffset": "Z", "latitude": 0, "longitude": 181}"#, "invalid_longitude", "longitude"),
        (#"{"date": "1990-03-25", "time": "12:00", "timeZone": "Mars/Olympus_Mons", "latitude": 0, "longitude": 0}"#, "unknown_zone", "timeZone"),
        (#"{"date": "1990-03-25", "time": "12:00", "timeZone": "../../etc/passwd", "latitude": 0, "longitude": 0}"#, "invalid_zone_identifier", "timeZone"),
        (#"{"date": "1990-03-25", "time": "12:00", "utcOffset": "+15:00", "latitude": 0, "longitude": 0}"#, "invalid_utc_offset", "utcOffset"),
        (#"{"date": "1990-03-25", "time": "12:00", "latitude": 0, "longitude": 0}"#, "missing_time_zone", "timeZone"),
        (#"{"date": "1990-03-25", "time": "12:00", "utcOffset": "Z", "longitude": 0}"#, "missing_field", "latitude"),
        (#"{"date": "1990-03-25", "time": "12:00", "utcOffset": "Z", "latitude": "north", "longitude": 0}"#, "invalid_field", "latitude"),
        (#"{"date": "1990-03-25", "time": "12:00", "utcOffset": "Z", "latitude": 0, "longitude": 0, "fold": "maybe"}"#, "invalid_field", "fold"),
        (#"{"utc": "2038-05-09T25:04:00Z", "latitude": 0, "longitude": 0}"#, "invalid_utc", "utc"),
        // The one birth reader is as strict for a line as for a job file: a misspelt field is not ignored.
        (#"{"date": "1990-03-25", "time": "12:00", "utcOffset": "Z", "latitude": 0, "longitude": 0, "timezone": "UTC"}"#, "unknown_field", "timezone"),
        (#"{"birth": {"date": "1990-03-25", "utcOffset": "Z", "latitude": 0, "longitude": 0}, "houseSystem": ["koch"]}"#, "unknown_field", "houseSystem"),
        (#"{"utc": "2038-05-09T07:04:00Z", "latitude": 0, "longitude": 0, "place": "Kyiv"}"#, "unknown_field", "place"),
        (#"{"date": "1990-03-25", "utcOffset": "Z", "latitude": 01, "longitude": 0}"#, "invalid_json", nil),
        (#"{"utc": "2038-05-09T07:04:00Z", "latitude": 0, "longitude": 0, "houseSystems": ["topocentric"]}"#, "invalid_house_system", "houseSystems"),
    ])
    func badFieldsGetSpecificErrorsNamingTheField(json: String, code expected: String, field: String?) {
        let result = code(json)
        #expect(result?.code == expected && result?.field == field, "\(json) gave \(String(describing: result))")
    }

    @Test func notJSONIsReportedAsSuch() {
        #expect(code("not json")?.code == "invalid_json")
        #expect(code("[1, 2]")?.code == "invalid_json")
    }

    @Test func errorsEncodeForAnErrorLineAndCarryNoBirthData() throws {
        var caught: ChartError?
        do {
            _ = try input(#"{"date": "1990-03-25", "time": "24:61", "utcOffset": "Z", "latitude": 0, "longitude": 0}"#)
        } catch {
            caught = error
        }
        let error = try #require(caught)
        let json = String(decoding: try JSONEncoder().encode(error), as: UTF8.self)
        #expect(json.contains("\"code\":\"invalid_time\"") && !json.contains("24:61"))
    }
}

@Suite struct ChartLineTests {
    @Test func aLineBecomesAChartOrAnErrorWithoutThrowing() throws {
        let reference = try #require(ReferenceChart.all.first)
        let calculator = ChartCalculator(provider: ReferenceProvider(chart: reference))
        let line = #"{"utc": "\#(reference.input.utc)", "latitude": \#(reference.input.lat), "longitude": \#(reference.input.lon), "houseSystems": ["koch"]}"#
        let chart = try calculator.chart(forLine: Data(line.utf8), zones: BirthDataTests.database.rules(for:)).get()
        #expect(chart.houseSystemUsed == .koch && chart.houses?.koch?.count == 12)
        #expect(abs(chart.julianDayUT - reference.input.jd_ut) < 1e-8)
        let bad = calculator.chart(forLine: Data(#"{"utc": "yesterday", "latitude": 0, "longitude": 0}"#.utf8), zones: BirthDataTests.database.rules(for:))
        #expect(throws: ChartError.self) { try bad.get() }
    }
}
