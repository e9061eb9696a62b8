/// JSON string escaping (RFC 8259), in one place for every module that writes JSON by hand: quote,
/// backslash and control characters are escaped, everything else stays UTF-8 ("/" is not escaped).
/// Works on UTF-8 bytes: the characters that need escaping are all ASCII.
package enum JSONEscaping {
    /// Whether `byte` must be escaped inside a string literal.
    @inline(__always)
    package static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// The letter after the backslash where JSON has a short escape (`\n`, `\"` …); nil means `\u00XX`.
    package static func shortEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x22: UInt8(ascii: "\"")
        case 0x5C: UInt8(ascii: "\\")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
    }

    /// Appends `text` escaped, without quotes.
    package static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            guard needsEscape(byte) else { bytes.append(byte); continue }
            bytes.append(UInt8(ascii: "\\"))
            if let letter = shortEscape(byte) {
                bytes.append(letter)
            } else {
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
    }

    /// The inside of a JSON string literal for `text` (no quotes).
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscape) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }
}
