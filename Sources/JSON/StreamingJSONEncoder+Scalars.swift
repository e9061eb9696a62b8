extension StreamingJSONEncoder.Buffer: TextOutputStream {
    mutating func writeNull() {
        bytes.append("null")
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? "true" : "false")
    }

    mutating func write(integer value: some BinaryInteger) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(UInt64(value.magnitude))
    }

    private mutating func writeDigits(_ value: UInt64) {
        var digits = 1
        var rest = value / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let start = bytes.extend(by: digits)
        rest = value
        for position in stride(from: digits - 1, through: 0, by: -1) {
            start[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }

    /// A finite double as JSONEncoder writes it: Swift's shortest round-trip `description` without a trailing ".0".
    mutating func write(_ value: Double) {
        // Integers below 2^53 print as plain digits in `description`; writing them directly skips the formatter.
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            writeDigits(UInt64(value.magnitude))
            return
        }
        value.write(to: &self)
        dropTrailingPointZero()
    }

    mutating func write(_ value: Float) {
        value.write(to: &self)
        dropTrailingPointZero()
    }

    private mutating func dropTrailingPointZero() {
        let count = bytes.count
        if count >= 2, bytes[count - 1] == UInt8(ascii: "0"), bytes[count - 2] == UInt8(ascii: ".") {
            bytes.truncate(to: count - 2)
        }
    }

    /// TextOutputStream, used only by the float formatters above: the standard library hands them their
    /// digits as a String (no private hook is used to avoid it).
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append($0) }
    }

    /// A JSON string: quote, backslash and control characters escaped (RFC 8259), everything else as UTF-8.
    /// One pass straight into the output (room for the worst case, six bytes per input byte, is reserved).
    /// Returns whether nothing needed escaping.
    @discardableResult
    mutating func writeQuoted(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            let out = bytes.reserve(utf8.count * 6 + 2)
            var written = 1
            var plain = true
            out[0] = UInt8(ascii: "\"")
            for byte in utf8 {
                if !JSONEscaping.needsEscape(byte) {
                    out[written] = byte
                    written += 1
                } else {
                    plain = false
                    written += Self.escape(byte, into: out + written)
                }
            }
            out[written] = UInt8(ascii: "\"")
            bytes.commit(written + 1)
            return plain
        }
    }

    /// Writes the escape for `byte` and returns its length.
    private static func escape(_ byte: UInt8, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let short = JSONEscaping.shortEscape(byte)
        out[0] = UInt8(ascii: "\\")
        if let short {
            out[1] = short
            return 2
        }
        let hex: StaticString = "0123456789abcdef"
        (out[1], out[2], out[3]) = (UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"))
        (out[4], out[5]) = (hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)])
        return 6
    }
}
