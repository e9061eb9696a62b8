import Foundation
import JSON
import Testing

/// Every value type the streaming encoder accepts gives JSONEncoder's bytes (`.sortedKeys,
/// .withoutEscapingSlashes`), including the Foundation types JSONEncoder writes its own way.
@Suite struct StreamingJSONEncoderTypeTests {
    enum Kind: String, Codable { case first, second }

    struct Everything: Encodable {
        var int = -42, int8: Int8 = -8, int16: Int16 = 1600, int32: Int32 = -32, int64: Int64 = .max
        var uint = 42 as UInt, uint8: UInt8 = 255, uint16: UInt16 = 16, uint32: UInt32 = 32, uint64: UInt64 = .max
        var double = 0.1 + 0.2, negativeZero = -0.0, large = 1e300, tiny = 5e-324, whole = 3.0
        var float: Float = 1.1, bool = true, string = "é \u{2028} / \"q\" \\ \u{1}"
        var none: Int? = nil, some: String? = "x"
        var list = [1, 2, 3], nested = [[0.5], []], map = ["b": 2, "a": 1], kind = Kind.second
        var date = Date(timeIntervalSinceReferenceDate: 12.5)
    }

    struct WithData: Encodable { var bytes = Data([0, 1, 254, 255]); var n = 1 }
    struct WithURL: Encodable { var url = URL(string: "https://example.com/a b?q=1")!; var n = 1 }
    struct WithDecimal: Encodable { var amount = Decimal(string: "12.3400")!; var n = 1 }

    static func reference<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    @Test func everyScalarAndContainerIsByteIdentical() throws {
        let ours = try StreamingJSONEncoder(sortsKeys: true).encode(Everything())
        #expect(ours == (try Self.reference(Everything())), "\(String(decoding: ours, as: UTF8.self))")
    }

    @Test func foundationTypesAreWrittenAsJSONEncoderWritesThem() throws {
        let encoder = StreamingJSONEncoder(sortsKeys: true)
        #expect(try encoder.encode(WithData()) == (try Self.reference(WithData())))
        #expect(try encoder.encode(WithURL()) == (try Self.reference(WithURL())))
        #expect(try encoder.encode(WithDecimal()) == (try Self.reference(WithDecimal())))
        #expect(String(decoding: try encoder.encode(WithData()), as: UTF8.self) == #"{"bytes":"AAH+/w==","n":1}"#)
    }
}
