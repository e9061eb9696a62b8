import JSON
import Testing

@Suite struct JSONParserTests {
    @Test(arguments: ["01", "1.", "1e", "1e+", "--1", "-", "1-2", "1.2.3", "+1", ".5", "1.e3", "0x10", "1e5.5"])
    func refusesNumbersOutsideTheRFCGrammar(_ text: String) {
        #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse("{\"n\": \(text)}") }
    }

    @Test(arguments: ["0", "-0", "12", "-3.25", "1e400", "6.02E+23", "1e-7", "0.5"])
    func keepsValidNumbersAsWritten(_ text: String) throws {
        #expect(try JSONParser.parse("[\(text)]") == .array([.number(text)]))
    }

    @Test func duplicateKeysAreRefusedWithTheirPosition() throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse("{\n  \"a\": 1,\n  \"a\": 2\n}") }
        #expect(error.line == 3 && error.column == 3 && error.reason == "duplicate key \"a\"")
    }

    @Test func syntaxErrorsSayWhere() throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse("{\"a\": [1, 2,]}") }
        #expect(error.line == 1 && error.column == 13)
    }

    @Test func membersKeepTheirOrderAndWhereTheirValueStarts() throws {
        let root = try JSONParser.parse("{\n  \"z\": \"last\",\n  \"a\":   {\"b\": true}\n}")
        #expect(root.members?.map(\.key) == ["z", "a"])
        #expect(root.member("a")?.position == JSONPosition(line: 3, column: 10))
        #expect(root["a"]?["b"]?.bool == true)
    }

    @Test func handlesEscapesSurrogatePairsAndOneByteOrderMark() throws {
        #expect(try JSONParser.parse("\u{FEFF}{\"k\": \"a\\n\\u00e9\\ud83d\\ude00\\/\"}")["k"]?.string == "a\né😀/")
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("\"\\ud83d\"") }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("\"tab\there\"") }
    }

    @Test func whatItParsesSerializesBackToTheSameValue() throws {
        let text = #"{"b":[1,-2.5e3,true,false,null],"a":{"x":"\"q\" \\ ☉"},"n":0.1}"#
        let value = try JSONParser.parse(text)
        #expect(value.serialized() == text)
        #expect(try JSONParser.parse(value.serialized()) == value)
    }
}

/// Hostile documents: nesting that would overflow a thread's stack, and a flood of keys.
@Suite struct JSONParserLimitTests {
    @Test func nestingUpToTheLimitParsesAndOneLevelMoreIsRefusedAsTooDeep() throws {
        let limit = JSONParser.maximumDepth
        let fits = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONParser.parse(fits) }
        let deeper = String(repeating: "{\"a\":", count: limit) + "[1]" + String(repeating: "}", count: limit)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(deeper) }
        #expect(error.kind == .tooDeep && error.line == 1 && error.column == 5 * limit + 1)
        #expect(error.reason.contains("deeper than \(limit)"))
    }

    /// 40 KB of brackets used to overflow the stack (SIGSEGV): now a refusal at the 65th.
    @Test(arguments: [40_000, 800_000])
    func thousandsOfBracketsAreRefusedNotACrash(_ count: Int) throws {
        let text = "{\"name\": " + String(repeating: "[", count: count)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        #expect(error.kind == .tooDeep)
    }

    @Test func aDuplicateKeySaysSoInItsKind() throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(#"{"a": {"b": 1, "b": 2}}"#) }
        #expect(error.kind == .duplicateKey)
    }

    /// 85 000 keys (0.9 MiB) took 11 s of CPU when every key was compared with every earlier one.
    @Test func eightyFiveThousandKeysParseInLinearTime() throws {
        let members = (0..<85_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let text = "{\(members)}"
        #expect(text.utf8.count > 900_000)
        let clock = ContinuousClock()
        var parsed: JSONValue?
        let elapsed = clock.measure { parsed = try? JSONParser.parse(text) }
        #expect(parsed?.members?.count == 85_000)
        #expect(elapsed < .seconds(4), "85 000 keys took \(elapsed)")
        // The same keys twice over: the duplicate is found, as fast.
        let doubled = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse("{\(members),\"k84999\":1}") }
        #expect(doubled.kind == .duplicateKey && doubled.reason == #"duplicate key "k84999""#)
    }
}
