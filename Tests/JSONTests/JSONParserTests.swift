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
