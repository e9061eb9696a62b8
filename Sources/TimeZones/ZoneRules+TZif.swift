extension ZoneRules {
    /// Parses a TZif file (RFC 8536, versions 1–4) from its bytes. Version 2+ files are read from their
    /// 64-bit block and footer; a version 1 file from its 32-bit block. Files with leap-second records
    /// ("right/" zones count TAI-like seconds) are refused: birth times are civil UTC.
    package init(tzif bytes: [UInt8]) throws(TimeZoneError) {
        var reader = ByteReader(bytes: bytes)
        let first = try reader.header()
        guard first.version >= 2 else {
            self = try reader.block(first, timeSize: 4)
            return
        }
        try reader.skip(first.blockSize(timeSize: 4))
        let second = try reader.header()
        let tables = try reader.block(second, timeSize: 8)
        guard try reader.byte() == UInt8(ascii: "\n") else { throw .invalidTZif("footer does not start with a newline") }
        var footerBytes: [UInt8] = []
        while true {
            let b = try reader.byte()
            if b == UInt8(ascii: "\n") { break }
            footerBytes.append(b)
        }
        guard let footerText = String(validating: footerBytes, as: UTF8.self) else { throw .invalidTZif("footer is not text") }
        self.init(transitionTimes: tables.transitionTimes, offsetsAfter: tables.offsetsAfter,
                  initialOffset: tables.initialOffset, footer: try PosixTimeZoneRule.parse(footerText))
    }
}

private struct TZifHeader {
    var version: Int
    var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, charCount: Int

    func blockSize(timeSize: Int) -> Int {
        timeCount * (timeSize + 1) + typeCount * 6 + charCount + leapCount * (timeSize + 4) + isStandardCount + isUTCCount
    }
}

private struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    mutating func skip(_ count: Int) throws(TimeZoneError) {
        guard count >= 0, bytes.count - index >= count else { throw .invalidTZif("file is truncated") }
        index += count
    }

    mutating func byte() throws(TimeZoneError) -> UInt8 {
        guard index < bytes.count else { throw .invalidTZif("file is truncated") }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func signed(_ size: Int) throws(TimeZoneError) -> Int {
        var value: UInt64 = 0
        for _ in 0..<size { value = value << 8 | UInt64(try byte()) }
        return size == 4 ? Int(Int32(truncatingIfNeeded: value)) : Int(Int64(bitPattern: value))
    }

    mutating func header() throws(TimeZoneError) -> TZifHeader {
        guard bytes.count - index >= 44, Array(bytes[index..<index + 4]) == Array("TZif".utf8) else {
            throw .invalidTZif("missing \"TZif\" magic")
        }
        let versionByte = bytes[index + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        guard (1...4).contains(version) else { throw .invalidTZif("unknown version \(versionByte)") }
        try skip(20)
        var counts: [Int] = []
        for _ in 0..<6 { counts.append(try signed(4)) }
        let header = TZifHeader(version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
                                timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
        guard counts.allSatisfy({ $0 >= 0 }), header.typeCount > 0,
              header.isUTCCount == 0 || header.isUTCCount == header.typeCount,
              header.isStandardCount == 0 || header.isStandardCount == header.typeCount else {
            throw .invalidTZif("inconsistent header counts")
        }
        guard header.leapCount == 0 else {
            throw TimeZoneError(code: .unsupportedTzif, message: "Zone files with leap seconds (\"right/\" zones) are not supported.")
        }
        return header
    }

    /// Reads one data block; the transition times are checked to ascend and every type index to exist.
    mutating func block(_ header: TZifHeader, timeSize: Int) throws(TimeZoneError) -> ZoneRules {
        var times: [Int] = []
        for _ in 0..<header.timeCount { times.append(try signed(timeSize)) }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else { throw .invalidTZif("transitions out of order") }
        var typeIndices: [Int] = []
        for _ in 0..<header.timeCount { typeIndices.append(Int(try byte())) }
        var offsets: [Int] = []
        for _ in 0..<header.typeCount {
            let offset = try signed(4)
            try skip(2) // isdst, abbreviation index: not needed to place an instant
            guard offset > -25 * 3600, offset < 26 * 3600 else { throw .invalidTZif("offset \(offset) s out of range") }
            offsets.append(offset)
        }
        guard typeIndices.allSatisfy({ $0 < offsets.count }) else { throw .invalidTZif("transition names a missing type") }
        try skip(header.charCount + header.isStandardCount + header.isUTCCount)
        return ZoneRules(transitionTimes: times, offsetsAfter: typeIndices.map { offsets[$0] },
                         initialOffset: offsets[0], footer: nil)
    }
}
