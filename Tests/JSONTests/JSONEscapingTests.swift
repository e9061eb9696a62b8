import Foundation
import JSON
import Testing

@Suite struct JSONEscapingTests {
    @Test(arguments: ["plain", "quote \" and \\ backslash", "line\nbreak\ttab\r", "bell \u{07} and nul \u{00}",
                      "slash / stays", "Сонце у Терезах", "天秤座 ☉ 🌙", "\u{2028} separator", ""])
    func quotedTextDecodesBackToItself(_ text: String) throws {
        let literal = JSONEscaping.quoted(text)
        let decoded = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        #expect(decoded == text)
        #expect(!literal.contains("\\/"))
    }

    @Test func controlCharactersUseShortFormsWhereJSONHasThem() {
        #expect(JSONEscaping.escaped("a\nb\u{08}\u{0C}\u{01}") == "a\\nb\\b\\f\\u0001")
        #expect(JSONEscaping.escaped("no escapes") == "no escapes")
    }
}
