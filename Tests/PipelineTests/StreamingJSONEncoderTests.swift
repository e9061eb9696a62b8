import Chart
import Ephemeris
import Foundation
import JSON
import Pipeline
import Report
import Testing
import TimeZones

/// With `sortsKeys` the streaming encoder must write exactly what JSONEncoder (`.sortedKeys,
/// .withoutEscapingSlashes`) writes. Without it, JSONEncoder on Linux writes keys in hash order, so the
/// requirement there is the same JSON value (both parsed with JSONSerialization) with keys in encoding order.
struct StreamingJSONEncoderTests {
    private static func reference<T: Encodable>(_ value: T, sorted: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = sorted ? [.sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    private static func parse(_ data: Data) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? NSObject)
    }

    private static func expectSameAsJSONEncoder<T: Encodable>(
        _ value: T, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let sorted = try StreamingJSONEncoder(sortsKeys: true).encode(value)
        let theirs = try reference(value, sorted: true)
        #expect(sorted == theirs, "\(name), sorted keys: \(sorted.count) vs \(theirs.count) bytes: \(String(decoding: sorted, as: UTF8.self))",
                sourceLocation: sourceLocation)
        let unsorted = try StreamingJSONEncoder().encode(value)
        #expect(unsorted.count == theirs.count, "\(name), encoding order: \(unsorted.count) vs \(theirs.count) bytes",
                sourceLocation: sourceLocation)
        #expect(try parse(unsorted).isEqual(try parse(try reference(value, sorted: false))),
                "\(name), encoding order: not the same JSON value: \(String(decoding: unsorted, as: UTF8.self))",
                sourceLocation: sourceLocation)
    }

    static let chartInputs: [(String, ChartInput)] = [
        ("J2000 Greenwich", ChartInput(time: UniversalTime(julianDay: 2_451_545), latitude: 51.48, longitude: 0)),
        ("Kyiv 1990, all systems", ChartInput(time: UniversalTime(unixSeconds: 640_000_000), latitude: 50.45, longitude: 30.52,
                                              houseSystems: HouseSystem.allCases)),
        ("Buenos Aires 1975, no birth time", ChartInput(time: UniversalTime(unixSeconds: 170_000_000), latitude: -34.6,
                                                        longitude: -58.38, hasBirthTime: false)),
        ("Svalbard polar fallback", ChartInput(time: UniversalTime(julianDay: 2_460_000.25), latitude: 78.2, longitude: 15.6,
                                               houseSystems: [.placidus, .koch, .equal])),
        ("Tokyo 2024, whole sign", ChartInput(time: UniversalTime(unixSeconds: 1_720_000_000), latitude: 35.68, longitude: 139.69,
                                              houseSystems: [.wholeSign, .campanus])),
    ]

    @Test(arguments: chartInputs.indices)
    func chartIsByteIdenticalToJSONEncoder(case index: Int) throws {
        let (name, input) = Self.chartInputs[index]
        let chart = try ChartCalculator(provider: try Ephemeris.bundled()).chart(for: input)
        try Self.expectSameAsJSONEncoder(chart, name)
        let decoded = try JSONDecoder().decode(Chart.self, from: try StreamingJSONEncoder().encode(chart))
        #expect(decoded == chart, "\(name): chart does not survive a round trip")
        let text = String(decoding: try StreamingJSONEncoder().encode(chart), as: UTF8.self)
        #expect(text.hasPrefix(#"{"julianDayUT":"#) && text.contains(#""moonPhase":{"name":"#),
                "\(name): keys are not in declaration order: \(text.prefix(60))")
    }

    /// `chart --jsonl` writes with the streaming encoder; a chart line must be byte for byte what
    /// `JSONEncoder` (sorted keys, unescaped slashes) writes for the same chart.
    @Test func chartServiceLinesAreWhatJSONEncoderWrites() throws {
        let service = ChartService(ephemeris: try Ephemeris.bundled(), zones: TimeZoneDatabase())
        let lines = [#"{"utc": "2038-05-09T07:04:00Z", "latitude": -47.33, "longitude": 164.2, "houseSystems": ["koch", "campanus"]}"#,
                     #"{"date": "1990-03-25", "time": "14:30", "timeZone": "Europe/Kyiv", "latitude": 50.4501, "longitude": 30.5234}"#]
        for (index, line) in lines.enumerated() {
            let data = Data(line.utf8)
            let ours = service.jsonLine(for: data, lineNumber: index + 1)
            let chart = try service.chart(for: try ChartRequestLine.parse(data))
            let foundation = try ChartService.makeEncoder().encode(chart)
            #expect(ours == foundation, "line \(index + 1): \(ours.count) vs \(foundation.count) bytes")
        }
    }

    @Test func appReportWithAwkwardTextIsByteIdentical() throws {
        let text = "Quote \" backslash \\ slash / tab \t newline \n cr \r bell \u{7} nul \u{0} del \u{7f} é 😀 中文 한국어 \u{2028}"
        let report = AppReport(summary: text, keyInfluences: ["Sun ☉", "", "Moon\n\"quoted\""], detailedAnalysis: text + "\n" + text,
                               recommendations: [], shareContent: ShareContent(condensedSummary: "短い", topInfluences: [],
                                                                               topRecommendations: ["\\"], analysisHighlights: ["/"]))
        try Self.expectSameAsJSONEncoder(report, "AppReport")
    }

    enum Mood: String, Codable { case calm, stormy = "storm-y" }
    enum Level: Int, Codable { case low = -1, high = 7 }

    struct Leaf: Codable, Equatable {
        var name: String
        var values: [Double]
        var note: String?
    }

    struct Edge: Codable, Equatable {
        var optionalPresent: Int? = 3
        var optionalAbsent: Int?
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var emptyLeaves: [Leaf] = []
        var leaves: [[Leaf]] = [[Leaf(name: "a", values: [1, 2.5], note: nil)], [], [Leaf(name: "", values: [], note: "x")]]
        var optionals: [Int?] = [1, nil, 3]
        var mood = Mood.stormy
        var levels: [Level] = [.low, .high]
        var weights: [String: Double] = ["b": 1, "a": -0.0, "Z": 1e-7, "10": 2, "2": 3]
        var doubles: [Double] = [-0.0, 0, 12, -12, 1e-5, 1e300, -1e-300, 5e-324, .greatestFiniteMagnitude, 0.1, 1e15, 1e16,
                                 9_007_199_254_740_991, 9_007_199_254_740_992, 123_456_789.125, 2.5e-7]
        var floats: [Float] = [0.1, -0.0, 3.4e38, 1e-7, 16_777_216]
        var integers: [Int] = [Int.min, Int.max, 0, -1]
        var unsigned: UInt64 = .max
        var small: Int8 = -128
        var flags = [true, false]
        var nested: [String: [String: Bool]] = ["outer": ["inner": true]]
        var unicodeKeys: [String: Int] = ["é": 1, "f": 2, "Ω": 3, "～": 4, "😀": 5]
        var escapedKeys: [String: Int] = ["a\"": 1, "a#": 2, "a\n": 3, "a": 4, "a\\": 5, "a]": 6]
        var manyKeys = Dictionary(uniqueKeysWithValues: (0..<40).map { ("key\($0 * 7 % 40)", $0) })
    }

    @Test func edgeValuesAreByteIdentical() throws {
        try Self.expectSameAsJSONEncoder(Edge(), "Edge")
        let decoded = try JSONDecoder().decode(Edge.self, from: try StreamingJSONEncoder().encode(Edge()))
        #expect(decoded == Edge())
    }

    @Test func unsortedKeysFollowEncodingOrder() throws {
        let data = try StreamingJSONEncoder().encode([Leaf(name: "z", values: [1, 0.5], note: "n"), Leaf(name: "a", values: [], note: nil)])
        #expect(String(decoding: data, as: UTF8.self) == #"[{"name":"z","values":[1,0.5],"note":"n"},{"name":"a","values":[]}]"#)
    }

    @Test(arguments: 0..<4)
    func randomDoublesMatchJSONEncoderDigitForDigit(seed: Int) throws {
        var generator = SplitMix(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let values = (0..<500).map { _ in
            let bits = generator.next()
            let double = Double(bitPattern: bits)
            return double.isFinite ? double : Double(bits % 1_000_000) / 1000
        }
        try Self.expectSameAsJSONEncoder(values, "random doubles, seed \(seed)")
    }

    @Test func topLevelScalarsAreWritten() throws {
        try Self.expectSameAsJSONEncoder("a\"b", "string")
        try Self.expectSameAsJSONEncoder(42.5, "double")
        try Self.expectSameAsJSONEncoder(Int?.none, "nil")
        try Self.expectSameAsJSONEncoder([String](), "empty array")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteDoubleThrowsInvalidValueWithPath(value: Double) throws {
        let error = #expect(throws: EncodingError.self) { try StreamingJSONEncoder().encode(Leaf(name: "n", values: [1, value])) }
        guard case .invalidValue(_, let context)? = error else {
            Issue.record("\(value): expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"], "\(value): path \(context.codingPath)")
    }

    @Test func valueThatEncodesNothing() throws {
        #expect(throws: EncodingError.self) { try StreamingJSONEncoder().encode(Silent()) }
        try Self.expectSameAsJSONEncoder(["quiet": Silent()], "nested silent value")
        try Self.expectSameAsJSONEncoder([Silent(), Silent()], "silent elements")
    }

    @Test(arguments: [CustomPattern.nestedWrittenLate, .nestedThenParent, .superEncoders, .sameEncoderTwice, .unkeyedNesting])
    func customEncodingPatternsMatchJSONEncoder(pattern: CustomPattern) throws {
        try Self.expectSameAsJSONEncoder(Custom(pattern: pattern), "\(pattern)")
    }

    @Test func sortedDuplicateKeysKeepTheLastValue() throws {
        #expect(try StreamingJSONEncoder(sortsKeys: true).encode(Custom(pattern: .duplicateKey)) == Data(#"{"a":2}"#.utf8))
    }

    @Test func containerRequestedAfterASingleValueIsAnError() {
        #expect(throws: EncodingError.self) { try StreamingJSONEncoder().encode(Custom(pattern: .singleThenKeyed)) }
    }
}

struct Silent: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

enum CustomPattern: String, Sendable {
    /// A nested container filled after its parent moved on cannot be streamed; the result must still match.
    case nestedWrittenLate, nestedThenParent, superEncoders, sameEncoderTwice, unkeyedNesting, duplicateKey, singleThenKeyed
}

struct Custom: Encodable {
    var pattern: CustomPattern

    enum Keys: String, CodingKey { case a, b, c, z }

    func encode(to encoder: any Encoder) throws {
        switch pattern {
        case .nestedWrittenLate:
            var container = encoder.container(keyedBy: Keys.self)
            var first = container.nestedUnkeyedContainer(forKey: .a)
            var second = container.nestedContainer(keyedBy: Keys.self, forKey: .b)
            try first.encode(1)
            try second.encode("x", forKey: .c)
            try container.encode(true, forKey: .z)
            try first.encode(2)
        case .nestedThenParent:
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .z)
            try nested.encode(1, forKey: .b)
            var deeper = nested.nestedUnkeyedContainer(forKey: .a)
            try deeper.encode([1.5, 2])
            try container.encode("after", forKey: .a)
            _ = container.nestedUnkeyedContainer(forKey: .c)
        case .superEncoders:
            var container = encoder.container(keyedBy: Keys.self)
            try StreamingJSONEncoderTests.Leaf(name: "base", values: [1], note: nil).encode(to: container.superEncoder())
            _ = container.superEncoder(forKey: .b)
            try "parent".encode(to: container.superEncoder(forKey: .c))
            var list = container.nestedUnkeyedContainer(forKey: .z)
            try 7.encode(to: list.superEncoder())
            _ = list.superEncoder()
        case .sameEncoderTwice:
            var base = encoder.container(keyedBy: Keys.self)
            try base.encode(1, forKey: .b)
            var derived = encoder.container(keyedBy: Keys.self)
            try derived.encode(2, forKey: .a)
            try base.encode(3, forKey: .z)
        case .unkeyedNesting:
            var list = encoder.unkeyedContainer()
            var inner = list.nestedUnkeyedContainer()
            try inner.encode(1)
            var object = list.nestedContainer(keyedBy: Keys.self)
            try object.encodeNil(forKey: .a)
            try list.encode(["k": 1])
            try list.encodeNil()
        case .duplicateKey:
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .a)
            try container.encode(2, forKey: .a)
        case .singleThenKeyed:
            var single = encoder.singleValueContainer()
            try single.encode(1)
            _ = encoder.container(keyedBy: Keys.self)
        }
    }
}

/// A fixed pseudo-random sequence (SplitMix64), so failures reproduce.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        let z = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9, y = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return y ^ (y >> 31)
    }
}
