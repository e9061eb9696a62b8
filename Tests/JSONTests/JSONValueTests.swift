import Foundation
import JSON
import Testing

struct JSONValueTests {
    @Test func serializationKeepsMemberOrderAndEscapesControlCharacters() throws {
        let value: JSONValue = ["z": "quote \" backslash \\ newline \n tab \t bell \u{07} ї ☉", "a": [1, 2.5, true, .null]]
        let text = value.serialized()
        #expect(text.hasPrefix("{\"z\":"))
        #expect(text.hasSuffix(",\"a\":[1,2.5,true,null]}"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["z"] as? String == "quote \" backslash \\ newline \n tab \t bell \u{07} ї ☉")
    }
}

@Suite struct JSONValueBridgingTests {
    @Test func dynamicRecordsBecomeSortedJSON() throws {
        let record: [String: Any] = ["b": 2, "a": [true, 1.5, "x"], "c": NSNull(), "d": ["z": 1, "y": Optional<Int>.none as Any]]
        #expect(JSONValue(bridging: record).serialized(sortingKeys: true) == #"{"a":[true,1.5,"x"],"b":2,"c":null,"d":{"y":null,"z":1}}"#)
    }

    @Test func indentedOutputParsesBackToTheSameValue() throws {
        let value: JSONValue = ["name": "Олена", "list": [1, [], [:]], "empty": [:]]
        let text = value.serialized(sortingKeys: true, indented: true)
        #expect(text == "{\n  \"empty\": {},\n  \"list\": [\n    1,\n    [],\n    {}\n  ],\n  \"name\": \"Олена\"\n}\n")
        #expect(try JSONParser.parse(text).serialized(sortingKeys: true) == value.serialized(sortingKeys: true))
    }
}
