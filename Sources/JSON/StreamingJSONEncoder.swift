import Foundation

/// Compact JSON for any `Encodable`, written straight into one byte buffer (no intermediate tree). It exists
/// where the benchmarks show encoding matters: `chart --jsonl` (`bench chart`) and each stored report's
/// envelope (`bench run`); elsewhere `JSONEncoder` is used. With
/// `sortsKeys` it writes the same bytes as `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` for
/// every type (tests: StreamingJSONEncoderTypeTests); `Data`, `URL` and `Decimal`, which JSONEncoder writes
/// its own way, are handed to JSONEncoder. Without it, keys come in
/// encoding order (declaration order for synthesized `Codable`); JSONEncoder on Linux uses hash order there.
///
/// Containers are written as they are requested; a container is closed when an enclosing container
/// writes its next element or the encoding ends. That covers every sequential pattern — synthesized
/// `Codable`, custom `encode(to:)`, nested containers, `superEncoder`, asking one encoder twice for the
/// same kind of container. Writing to a container after one of its ancestors has moved on to another
/// element cannot be streamed; such a value is re-encoded with `JSONEncoder`, so the output is the same.
/// Without `sortsKeys`, a key encoded twice in one container is written twice (`JSONEncoder` keeps the last).
package struct StreamingJSONEncoder: Sendable {
    /// Object keys in code-unit order, like `JSONEncoder.OutputFormatting.sortedKeys`; otherwise encoding order.
    package var sortsKeys: Bool

    package init(sortsKeys: Bool = false) {
        self.sortsKeys = sortsKeys
    }

    /// The JSON text of `value`; throws `EncodingError.invalidValue` for non-finite numbers and for a value
    /// that encodes nothing at the top level, as `JSONEncoder` does.
    package func encode<T: Encodable>(_ value: T) throws -> Data {
        try encode(value) { Data($0) }
    }

    /// Encodes `value` and hands the bytes (valid only during the call) to `body`.
    package func encode<T: Encodable, Result>(_ value: T, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result {
        let writer = Writer(sortsKeys: sortsKeys)
        _ = writer.buffer.pointee.begin(0, id: 0, key: nil)
        try writer.encodeValue(value, parent: 0, element: writer.buffer.pointee.serial)
        writer.buffer.pointee.close(downTo: 1)
        switch writer.buffer.pointee.trouble {
        case nil:
            guard !writer.buffer.pointee.bytes.isEmpty else {
                throw EncodingError.invalidValue(value, EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
            }
            let bytes = writer.buffer.pointee.bytes
            return try body(bytes.span(0..<bytes.count))
        case .unordered, .foundationType:
            return try fallbackEncoder().encode(value).withUnsafeBytes { try body($0.bindMemory(to: UInt8.self)) }
        case .misuse(let message, let path):
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: path, debugDescription: message))
        }
    }

    private func fallbackEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = sortsKeys ? [.sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return encoder
    }
}
