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
