import Foundation
import Testing
@testable import Pipeline
import Chart
import Report

/// A valid request with one part replaced, for the table of bad inputs.
func job(birth: String = #"{"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.45, "longitude": 30.52}"#,
         extra: String = #""language": "uk-UA", "area": "career""#) -> Data {
    Data(#"{"name": "Olena", "birth": \#(birth), \#(extra)}"#.utf8)
}

struct BadInput: CustomTestStringConvertible, Sendable {
    let label: String
    let data: Data
    let fileName: String
    let code: String
    let field: String?

    init(_ label: String, _ data: Data, file: String = "olena.json", code: String, field: String? = nil) {
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
        #expect(request.birth.time?.hour == 14 && request.birth.time?.minute == 30)
        #expect(request.birth.zone == .named("Europe/Kyiv"))
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
        #expect(request.birth.zone == .fixedOffset(3 * 3600))
    }

    @Test func theRegenerateMarkerInTheFileNameIsRead() throws {
        let request = try JobRequest.parse(job(), fileName: "olena+regenerate-17-ab.json")
        #expect(request.id == "olena")
        #expect(request.regenerate)
    }

    static let badInputs: [BadInput] = [
        BadInput("not JSON", Data("hello".utf8), code: "invalid_json"),
        BadInput("empty file", Data(), code: "empty_file"),
        BadInput("only whitespace", Data(" \n\t".utf8), code: "empty_file"),
        BadInput("binary junk", Data([0xFF, 0xFE, 0x00, 0x81, 0xC3]), code: "not_utf8"),
        BadInput("truncated JSON", job().prefix(40), code: "invalid_json"),
        BadInput("top level array", Data("[1,2]".utf8), code: "wrong_type"),
        BadInput("latitude as string", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "latitude": "50", "longitude": 30}"#),
                 code: "wrong_type", field: "birth.latitude"),
        BadInput("area as number", job(extra: #""language": "uk", "area": 3"#), code: "wrong_type", field: "area"),
        BadInput("missing birth", Data(#"{"language": "uk", "area": "career"}"#.utf8), code: "missing_field", field: "birth"),
        BadInput("missing language", job(extra: #""area": "career""#), code: "missing_field", field: "language"),
        BadInput("missing date", job(birth: #"{"timeZone": "UTC", "latitude": 0, "longitude": 0}"#), code: "missing_field", field: "birth.date"),
        BadInput("missing zone", job(birth: #"{"date": "1990-03-25", "latitude": 0, "longitude": 0}"#), code: "missing_field", field: "birth.timeZone"),
        BadInput("unknown area", job(extra: #""language": "uk", "area": "love""#), code: "unknown_area", field: "area"),
        BadInput("unknown house system", job(extra: #""language": "uk", "area": "career", "houseSystem": "topocentric""#),
                 code: "unknown_house_system", field: "houseSystem"),
        BadInput("misspelt field", job(extra: #""language": "uk", "area": "career", "houseSytem": "koch""#), code: "unknown_field", field: "houseSytem"),
        BadInput("2023-02-30", job(birth: #"{"date": "2023-02-30", "timeZone": "UTC", "latitude": 0, "longitude": 0}"#),
                 code: "invalid_date", field: "birth.date"),
        BadInput("date in another format", job(birth: #"{"date": "25.03.1990", "timeZone": "UTC", "latitude": 0, "longitude": 0}"#),
                 code: "invalid_date", field: "birth.date"),
        BadInput("24:61", job(birth: #"{"date": "1990-03-25", "time": "24:61", "timeZone": "UTC", "latitude": 0, "longitude": 0}"#),
                 code: "invalid_time", field: "birth.time"),
        BadInput("latitude 91", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "latitude": 91, "longitude": 0}"#),
                 code: "out_of_range", field: "birth.latitude"),
        BadInput("longitude 181", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "latitude": 0, "longitude": 181}"#),
                 code: "out_of_range", field: "birth.longitude"),
        BadInput("offset beyond 14 hours", job(birth: #"{"date": "1990-03-25", "utcOffset": "+15:00", "latitude": 0, "longitude": 0}"#),
                 code: "invalid_utc_offset", field: "birth.utcOffset"),
        BadInput("zone and offset both", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "utcOffset": "+01:00", "latitude": 0, "longitude": 0}"#),
                 code: "conflicting_fields", field: "birth.utcOffset"),
        BadInput("bad fold", job(birth: #"{"date": "1990-03-25", "timeZone": "UTC", "fold": "first", "latitude": 0, "longitude": 0}"#),
                 code: "invalid_value", field: "birth.fold"),
        BadInput("id with ../", job(extra: #""id": "../etc/passwd", "language": "uk", "area": "career""#), code: "invalid_id", field: "id"),
        BadInput("id with /", job(extra: #""id": "a/b", "language": "uk", "area": "career""#), code: "invalid_id", field: "id"),
        BadInput("id of 65 characters", job(extra: #""id": "\#(String(repeating: "a", count: 65))", "language": "uk", "area": "career""#),
                 code: "invalid_id", field: "id"),
        BadInput("file name that is no id", job(), file: "my job.json", code: "invalid_id", field: "id (from the file name)"),
    ]

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
