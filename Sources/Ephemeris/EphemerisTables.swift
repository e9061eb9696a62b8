/// Decodes the committed table file (format in scripts/ephemeris/make_tables.py) into one
/// `ChebyshevTable` per tabulated body. Pure: it works on bytes the loader has read.
struct EphemerisTables: Sendable {
    /// Codes used in the file for the tabulated bodies.
    static let fileCodes: [Int: Body] = [
        0: .sun, 1: .moon, 2: .mercury, 3: .venus, 4: .mars, 5: .jupiter, 6: .saturn, 7: .uranus,
        8: .neptune, 9: .pluto, 11: .trueNode,
    ]
    static let magic = Array("ASEPH001".utf8)

    let tables: [Body: ChebyshevTable]

    init(bytes: [UInt8]) throws {
        var reader = ByteReader(bytes: bytes)
        guard try reader.take(Self.magic.count) == Self.magic else { throw EphemerisError.corruptTable("bad magic") }
        let bodyCount = Int(try reader.uint32())
        var headers: [(Body, Double, Double, Int, (Int, Int, Int), (Double, Double, Double))] = []
        for _ in 0..<bodyCount {
            let code = Int(try reader.byte())
            guard let body = Self.fileCodes[code] else { throw EphemerisError.corruptTable("unknown body code \(code)") }
            let start = try reader.float64(), days = try reader.float64(), count = Int(try reader.uint32())
            let terms = (Int(try reader.byte()), Int(try reader.byte()), Int(try reader.byte()))
            let quanta = (try reader.float64(), try reader.float64(), try reader.float64())
            guard days > 0, count > 0, terms.0 > 0, terms.1 > 0, terms.2 > 0 else {
                throw EphemerisError.corruptTable("bad header for \(body.rawValue)")
            }
            headers.append((body, start, days, count, terms, quanta))
        }
        var tables: [Body: ChebyshevTable] = [:]
        for (body, start, days, count, terms, quanta) in headers {
            var coefficients: [Double] = []
            coefficients.reserveCapacity(count * (terms.0 + terms.1 + terms.2))
            for _ in 0..<count {
                for (n, quantum) in [(terms.0, quanta.0), (terms.1, quanta.1), (terms.2, quanta.2)] {
                    for _ in 0..<n { coefficients.append(Double(try reader.zigzagVarint()) * quantum) }
                }
            }
            tables[body] = ChebyshevTable(start: start, intervalDays: days, intervalCount: count,
                                          termCounts: terms, coefficients: coefficients)
        }
        guard reader.isAtEnd else { throw EphemerisError.corruptTable("trailing bytes") }
        guard Set(tables.keys) == Set(Self.fileCodes.values) else { throw EphemerisError.corruptTable("missing bodies") }
        self.tables = tables
    }
}

/// Little-endian reads with bounds checks; every overrun is a corrupt file, never a crash.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw EphemerisError.corruptTable("truncated") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func take(_ n: Int) throws -> [UInt8] {
        guard offset + n <= bytes.count else { throw EphemerisError.corruptTable("truncated") }
        defer { offset += n }
        return Array(bytes[offset..<offset + n])
    }

    mutating func uint32() throws -> UInt32 {
        try take(4).reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func float64() throws -> Double {
        Double(bitPattern: try take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) })
    }

    mutating func zigzagVarint() throws -> Int64 {
        var result: UInt64 = 0, shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw EphemerisError.corruptTable("varint too long") }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        return Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1)
    }
}
