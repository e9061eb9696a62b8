import Foundation
import Support
import Testing
@testable import Pipeline
import Chart
import Report
import TimeZones
import Ephemeris

/// A valid request with one part replaced, for the table of bad inputs.
func job(birth: String = #"{"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.45, "longitude": 30.52}"#,
         extra: String = #""language": "uk-UA", "area": "career""#) -> Data {
    Data(#"{"name": "Olena", "birth": \#(birth), \#(extra)}"#.utf8)
}

/// A valid request with this name (JSON string content, escapes allowed).
func named(_ name: String) -> Data {
    Data(String(decoding: job(), as: UTF8.self).replacingOccurrences(of: #""name": "Olena""#, with: #""name": "\#(name)""#).utf8)
}

/// The same text as UTF-16 little-endian, without a byte order mark.
func utf16(_ data: Data) -> Data {
    Data(String(decoding: data, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
}

struct BadInput: CustomTestStringConvertible, Sendable {
    let label: String
    let data: Data
    let fileName: String
    let code: OutcomeCode
    let field: String?

    init(_ label: String, _ data: Data, file: String = "olena.json", code: OutcomeCode, field: String? = nil) {
        self.label = label
        self.data = data
        self.fileName = file
        self.code = code
        self.field = field
    }

    var testDescription: String { label }
}

@Suite struct JobRequestTests {
    @Test func theAppSampleParses() throws {
        let request = try JobRequest.parse(job(), fileName: "olena.json")
        #expect(request.id == "olena")
        #expect(request.area == .career)
        #expect(request.houseSystem == .placidus)
        #expect(request.language == "uk-UA")
        #expect(request.birth.time == "14:30")
        #expect(request.birth.timeZone == "Europe/Kyiv")
        #expect(!request.regenerate)
    }

    @Test func aUTF8ByteOrderMarkIsAccepted() throws {
        let request = try JobRequest.parse(Data([0xEF, 0xBB, 0xBF]) + job(), fileName: "bom.json")
        #expect(request.id == "bom")
    }

    @Test func unknownBirthTimeAndUTCOffsetAreAccepted() throws {
        let request = try JobRequest.parse(job(birth: #"{"date": "1990-03-25", "utcOffset": "+03:00", "latitude": 0, "longitude": 0}"#),
                                           fileName: "x.json")
        #expect(request.birth.time == nil)
        #expect(request.birth.utcOffset == "+03:00")
    }

    @Test func theRegenerateMarkerInTheFileNameIsRead() throws {
        let request = try JobRequest.parse(job(), fileName: "olena+regenerate-17-ab.json")
        #expect(request.id == "olena")
        #expect(request.regenerate)
    }

    static let badInputs: [BadInput] = [
        BadInput("not JSON", Data("hello".utf8), code: .invalidJson),
        BadInput("empty file", Data(), code: .emptyFile),
        BadInput("only whitespace", Data(" \n\t".utf8), code: .emptyFile),
        BadInput("binary junk", Data([0xFF, 0xFE, 0x00, 0x81, 0xC3]), code: .notUtf8),
        // Only "+regenerate-" splits a dropped file's name: "a+b.json" is not job "a".
        BadInput("a plus in a dropped file's name", job(), file: "a+b.json", code: .invalidId, field: "id (from the file name)"),
        // One strict parser: what a lenient one would have accepted silently.
        BadInput("duplicate key", Data(#"{"name": "A", "name": "B", "birth": {}}"#.utf8), code: .duplicateKey),
        BadInput("UTF-16 without a BOM", utf16(job()), code: .invalidEncoding),
        BadInput("UTF-16 with a BOM", Data([0xFF, 0xFE]) + utf16(job()), code: .notUtf8),
        BadInput("two UTF-8 BOMs", Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]) + job(), code: .invalidEncoding),
        BadInput("a raw NUL", Data(#"{"name": "A"#.utf8) + Data([0]) + Data(#""}"#.utf8), code: .invalidEncoding),
        BadInput("number out of range", job(birth: #"{"date": "1990-03-25", "latitude": 1e309, "longitude": 30.52, "timeZone": "Europe/Kyiv"}"#),
                 code: .invalidValue, field: "birth.latitude"),
        BadInput("lone surrogate", Data(#"{"name": "\uD800", "birth": {}}"#.utf8), code: .invalidJson),
        BadInput("leading zero", job(birth: #"{"date": "1990-03-25", "latitude": 050.4, "longitude": 30.52, "timeZone": "Europe/Kyiv"}"#),
                 code: .invalidJson),
        BadInput("number with a trailing dot", job(birth: #"{"date": "1990-03-25", "latitude": 50., "longitude": 30.52, "timeZone": "Europe/Kyiv"}"#),
                 code: .invalidJson),
        BadInput("a minus between digits", job(birth: #"{"date": "1990-03-25", "latitude": 1-2, "longitude": 30.52, "timeZone": "Europe/Kyiv"}"#),
                 code: .invalidJson),
        BadInput("a place of 201 characters",
                 job(birth: #"{"date": "1990-03-25", "latitude": 50.4, "longitude": 30.52, "timeZone": "Europe/Kyiv", "place": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}"#),
                 code: .invalidValue, field: "birth.place"),
        BadInput("truncated JSON", job().prefix(40), code: .invalidJson),
        BadInput("top level array", Data("[1,2]".utf8), code: .wrongType),
        BadInput("latitude as string", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "latitude": "50", "longitude": 30}"#),
                 code: .wrongType, field: "birth.latitude"),
        BadInput("area as number", job(extra: #""language": "uk", "area": 3"#), code: .wrongType, field: "area"),
        BadInput("missing birth", Data(#"{"language": "uk", "area": "career"}"#.utf8), code: .missingField, field: "birth"),
        BadInput("missing language", job(extra: #""area": "career""#), code: .missingField, field: "language"),
        BadInput("missing date", job(birth: #"{"timeZone": "UTC", "latitude": 0, "longitude": 0}"#), code: .missingField, field: "birth.date"),
        BadInput("unknown area", job(extra: #""language": "uk", "area": "love""#), code: .unknownArea, field: "area"),
        BadInput("unknown house system", job(extra: #""language": "uk", "area": "career", "houseSystem": "topocentric""#),
                 code: .unknownHouseSystem, field: "houseSystem"),
        BadInput("misspelt field", job(extra: #""language": "uk", "area": "career", "houseSytem": "koch""#), code: .unknownField, field: "houseSytem"),
        BadInput("bad fold", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "fold": "first", "latitude": 0, "longitude": 0}"#),
                 code: .invalidValue, field: "birth.fold"),
        BadInput("id with ../", job(extra: #""id": "../etc/passwd", "language": "uk", "area": "career""#), code: .invalidId, field: "id"),
        BadInput("id with /", job(extra: #""id": "a/b", "language": "uk", "area": "career""#), code: .invalidId, field: "id"),
        BadInput("id of 65 characters", job(extra: #""id": "\#(String(repeating: "a", count: 65))", "language": "uk", "area": "career""#),
                 code: .invalidId, field: "id"),
        BadInput("file name that is no id", job(), file: "my job.json", code: .invalidId, field: "id (from the file name)"),
        // Issue 21: the limit counts Unicode scalars, which combining marks cannot stretch ("e" and 1 000 accents was
        // one Character: an 840 KB name passed and became an 847 KB LLM request).
        BadInput("a name of one character and 1 000 accents",
                 named("e" + String(repeating: "\u{0301}", count: 1_000)),
                 code: .invalidValue, field: "name"),
        BadInput("a place of 201 Zalgo code points",
                 job(birth: #"{"date": "1990-03-25", "latitude": 50.4, "longitude": 30.52, "timeZone": "Europe/Kyiv", "place": "K\#(String(repeating: "\u{0489}", count: 200))"}"#),
                 code: .invalidValue, field: "birth.place"),
        // A NUL cut the stored Markdown at that point while the run reported success.
        BadInput("a NUL in the name", named(#"Ol\u0000ena"#),
                 code: .invalidValue, field: "name"),
        BadInput("a NUL in the place",
                 job(birth: #"{"date": "1990-03-25", "latitude": 50.4, "longitude": 30.52, "timeZone": "Europe/Kyiv", "place": "Kyiv\u0000"}"#),
                 code: .invalidValue, field: "birth.place"),
        BadInput("nesting deeper than 64", Data(("{\"name\": " + String(repeating: "[", count: 65) + String(repeating: "]", count: 65) + "}").utf8),
                 code: .nestingTooDeep),
    ]

    @Test func twoHundredCodePointsAreStillAName() throws {
        let name = String(repeating: "ā", count: 100)  // 100 letters, each a + U+0304: 200 code points
        let data = named(name.decomposedStringWithCanonicalMapping)
        #expect(try JobRequest.parse(data, fileName: "a.json").name?.unicodeScalars.count == 200)
    }

    @Test(arguments: badInputs)
    func badInputGetsASpecificErrorNamingTheField(_ input: BadInput) {
        do {
            _ = try JobRequest.parse(input.data, fileName: input.fileName)
            Issue.record("\(input.label): accepted")
        } catch {
            #expect(error.code == input.code, "\(input.label): \(error)")
            #expect(error.field == input.field, "\(input.label): \(error)")
            #expect(!error.message.isEmpty)
        }
    }
}

@Suite struct JobSchemaTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theSchemaFileListsTheAreasAndHouseSystemsTheParserAccepts() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("docs/job.schema.json"))) as? [String: Any]
        let properties = schema?["properties"] as? [String: Any]
        let areas = (properties?["area"] as? [String: Any])?["enum"] as? [String]
        let systems = (properties?["houseSystem"] as? [String: Any])?["enum"] as? [String]
        #expect(areas == ReportArea.allCases.map(\.rawValue))
        #expect(systems == HouseSystem.allCases.map(\.rawValue))
    }

    @Test func everyExampleJobParses() throws {
        let folder = root.appendingPathComponent("jobs/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 8)
        for file in files {
            let request = try JobRequest.parse(Data(contentsOf: folder.appendingPathComponent(file)), fileName: file)
            #expect(request.id + ".json" == file)
        }
    }
}

/// What only the time-zone history and the calendar can tell: each case names its field.
@Suite struct BirthValidationTests {
    let zones = TimeZoneDatabase()
    let coverage = UniversalTime(julianDay: 2_378_496.5)...UniversalTime(julianDay: 2_524_593.5)

    func birth(_ fields: String) -> Data {
        job(birth: "{\(fields), \"latitude\": 50.45, \"longitude\": 30.52}")
    }

    static let cases: [BadInput] = [
        BadInput("2023-02-30", job(birth: #"{"date": "2023-02-30", "timeZone": "UTC", "latitude": 0, "longitude": 0}"#),
                 code: .invalidDate, field: "birth.date"),
        BadInput("date in another format", job(birth: #"{"date": "25.03.1990", "timeZone": "UTC", "latitude": 0, "longitude": 0}"#),
                 code: .invalidDate, field: "birth.date"),
        BadInput("24:61", job(birth: #"{"date": "1990-03-25", "time": "24:61", "timeZone": "UTC", "latitude": 0, "longitude": 0}"#),
                 code: .invalidTime, field: "birth.time"),
        BadInput("latitude 91", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "latitude": 91, "longitude": 0}"#),
                 code: .invalidLatitude, field: "birth.latitude"),
        BadInput("longitude 181", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "latitude": 0, "longitude": 181}"#),
                 code: .invalidLongitude, field: "birth.longitude"),
        BadInput("no zone", job(birth: #"{"date": "1990-03-25", "latitude": 0, "longitude": 0}"#),
                 code: .missingTimeZone, field: "birth.timeZone"),
        BadInput("unknown zone", job(birth: #"{"date": "1990-03-25", "timeZone": "Mars/Olympus", "latitude": 0, "longitude": 0}"#),
                 code: .unknownZone, field: "birth.timeZone"),
        BadInput("zone escaping the database", job(birth: #"{"date": "1990-03-25", "timeZone": "../../etc/passwd", "latitude": 0, "longitude": 0}"#),
                 code: .invalidZoneIdentifier, field: "birth.timeZone"),
        // Names that mean "this server's setting", not a place: the chart would follow whatever the machine is set to.
        BadInput("localtime", job(birth: #"{"date": "1990-03-25", "timeZone": "localtime", "latitude": 0, "longitude": 0}"#),
                 code: .invalidZoneIdentifier, field: "birth.timeZone"),
        BadInput("posixrules", job(birth: #"{"date": "1990-03-25", "timeZone": "posixrules", "latitude": 0, "longitude": 0}"#),
                 code: .invalidZoneIdentifier, field: "birth.timeZone"),
        BadInput("Factory", job(birth: #"{"date": "1990-03-25", "timeZone": "Factory", "latitude": 0, "longitude": 0}"#),
                 code: .invalidZoneIdentifier, field: "birth.timeZone"),
        BadInput("offset beyond 14 hours", job(birth: #"{"date": "1990-03-25", "utcOffset": "+15:00", "latitude": 0, "longitude": 0}"#),
                 code: .invalidUtcOffset, field: "birth.utcOffset"),
        // Kyiv, 2021-10-31: clocks went back from 04:00 EEST to 03:00 EET.
        BadInput("ambiguous local time without fold", job(birth: #"{"date": "2021-10-31", "time": "03:30", "timeZone": "Europe/Kyiv", "latitude": 0, "longitude": 0}"#),
                 code: .ambiguousLocalTime, field: "birth.time"),
        // Kyiv, 2021-03-28: clocks jumped from 03:00 to 04:00.
        BadInput("nonexistent local time", job(birth: #"{"date": "2021-03-28", "time": "03:30", "timeZone": "Europe/Kyiv", "latitude": 0, "longitude": 0}"#),
                 code: .nonexistentLocalTime, field: "birth.time"),
        BadInput("before the ephemeris", job(birth: #"{"date": "1700-01-01", "timeZone": "UTC", "latitude": 0, "longitude": 0}"#),
                 code: .dateOutOfRange, field: "birth.date"),
    ]

    @Test(arguments: cases)
    func birthThatCannotBeResolvedIsRejectedNamingTheField(_ input: BadInput) throws {
        let request = try JobRequest.parse(input.data, fileName: input.fileName)
        do {
            _ = try request.resolveBirth(zones: zones, coverage: coverage)
            Issue.record("\(input.label): accepted")
        } catch {
            #expect(error.code == input.code, "\(input.label): \(error)")
            #expect(error.field == input.field, "\(input.label): \(error)")
        }
    }

    @Test func theAppSampleIsUTCPlusFourThatDay() throws {
        let request = try JobRequest.parse(job(), fileName: "olena.json")
        let birth = try request.resolveBirth(zones: zones, coverage: coverage)
        #expect(birth.utcOffset == 4 * 3600)
        #expect(birth.time == UniversalTime(unixSeconds: 638_361_000))  // 1990-03-25T10:30:00Z
    }

    @Test func foldPicksOneOfTheTwoInstants() throws {
        for (fold, offset) in [("earlier", 3 * 3600), ("later", 2 * 3600)] {
            let data = job(birth: #"{"date": "2021-10-31", "time": "03:30", "timeZone": "Europe/Kyiv", "fold": "\#(fold)", "latitude": 0, "longitude": 0}"#)
            #expect(try JobRequest.parse(data, fileName: "a.json").resolveBirth(zones: zones, coverage: coverage).utcOffset == offset)
        }
    }
}
