import Foundation

extension StreamingJSONEncoder.Writer: TextOutputStream {
    /// Encodes one value in the slot (`parent`, `element`); the common leaf types skip the `Encoder` round trip
    /// (arrays and dictionaries hand their elements over generically).
    func encodeValue<T: Encodable>(_ value: T, parent: Int, element: Int) throws {
        if T.self == Double.self {
            try write(unsafeBitCast(value, to: Double.self), path: codingPath(through: parent))
        } else if T.self == String.self {
            writeQuoted(unsafeBitCast(value, to: String.self))
        } else if T.self == Int.self {
            write(integer: unsafeBitCast(value, to: Int.self))
        } else if T.self == Bool.self {
            write(unsafeBitCast(value, to: Bool.self))
        } else {
            try value.encode(to: StreamingJSONEncoder.SlotEncoder(writer: self, parent: parent, element: element))
        }
    }

    func writeNull() {
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }

    func write(_ value: Bool) {
        if value {
            bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
        } else {
            bytes.append(contentsOf: [UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e")])
        }
    }

    func write(integer value: some BinaryInteger) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(UInt64(value.magnitude))
    }

    private func writeDigits(_ value: UInt64) {
        var digits = 1
        var rest = value / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let end = bytes.count + digits
        bytes.append(contentsOf: repeatElement(0, count: digits))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var rest = value
            for position in stride(from: end - 1, through: end - digits, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
    }

    /// Swift's shortest round-trip `description` without a trailing ".0" — exactly what JSONEncoder writes.
    func write(_ value: Double, path: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else { throw Self.nonFinite(value, path: path()) }
        // Integers below 2^53 print as digits in `description`; writing them directly skips the formatter.
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            writeDigits(UInt64(value.magnitude))
            return
        }
        var stream = self
        value.write(to: &stream)
        dropTrailingPointZero()
    }

    func write(_ value: Float, path: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else { throw Self.nonFinite(value, path: path()) }
        var stream = self
        value.write(to: &stream)
        dropTrailingPointZero()
    }

    private func dropTrailingPointZero() {
        let count = bytes.count
        if count >= 2, bytes[count - 1] == UInt8(ascii: "0"), bytes[count - 2] == UInt8(ascii: ".") {
            bytes.removeLast(2)
        }
    }

    private static func nonFinite<F: BinaryFloatingPoint & Encodable>(_ value: F, path: [any CodingKey]) -> EncodingError {
        let name = value == .infinity ? "\(F.self).infinity" : value == -.infinity ? "-\(F.self).infinity" : "\(F.self).nan"
        return EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: path, debugDescription: "Unable to encode \(name) directly in JSON."))
    }

    // TextOutputStream, used only by the float formatters above. `_writeASCII` is the stream hook the standard
    // library's float `write(to:)` calls with its formatted digits, so no String is allocated per number.
    func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }

    /// A JSON string: quote, backslash and control characters escaped (RFC 8259), everything else as UTF-8.
    func writeQuoted(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private func appendEscape(_ byte: UInt8) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        bytes.append(UInt8(ascii: "\\"))
        if let short {
            bytes.append(short)
        } else {
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }

    /// Reorders the entries of the object being closed by key (the last of equal keys wins, as in JSONEncoder).
    func sortEntries(from first: Int) {
        defer { entries.removeSubrange(first...) }
        let count = entries.count - first
        guard count > 1 else { return }
        let end = bytes.count
        var spans: [(key: String, order: Int, range: Range<Int>)] = []
        spans.reserveCapacity(count)
        for index in first..<entries.count {
            let stop = index + 1 < entries.count ? entries[index + 1].start - 1 : end
            spans.append((entries[index].key, index, entries[index].start..<stop))
        }
        if spans.indices.dropFirst().allSatisfy({ spans[$0 - 1].key < spans[$0].key }) { return }
        spans.sort { $0.key != $1.key ? $0.key < $1.key : $0.order < $1.order }
        let start = entries[first].start
        var sorted: [UInt8] = []
        sorted.reserveCapacity(end - start)
        for (position, span) in spans.enumerated() {
            if position + 1 < spans.count, spans[position + 1].key == span.key { continue }
            if !sorted.isEmpty { sorted.append(UInt8(ascii: ",")) }
            sorted.append(contentsOf: bytes[span.range])
        }
        bytes.replaceSubrange(start..<end, with: sorted)
    }
}
