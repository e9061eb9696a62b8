import Foundation

extension StreamingJSONEncoder {
    /// What one `encode` call shares with its encoders and containers (which are values naming a stack
    /// slot by index and unique id, so a stale one is detected instead of corrupting the output).
    final class Writer {
        /// Through a pointer: a stored `var` of a class would cost a dynamic exclusivity check on every access,
        /// which profiles showed as a quarter of the encoding time. Buffer methods never call back into user
        /// code, so accesses through `pointee` cannot overlap.
        let buffer: UnsafeMutablePointer<Buffer>

        init(sortsKeys: Bool) {
            buffer = .allocate(capacity: 1)
            buffer.initialize(to: Buffer(sortsKeys: sortsKeys))
        }

        deinit {
            buffer.pointee.bytes.free()
            buffer.pointee.scratch.free()
            buffer.deinitialize(count: 1)
            buffer.deallocate()
        }

        /// Encodes one value in slot (`parent`, `element`). The common leaf types skip the `Encoder` round
        /// trip, which matters because arrays and dictionaries hand over their elements generically.
        func encodeValue<T: Encodable>(_ value: T, parent: Int, element: Int) throws {
            // Metatype comparisons first (cheap in unspecialized code too); the cast then cannot fail.
            if T.self == Double.self, let double = value as? Double {
                try write(double, path: buffer.pointee.codingPath(through: parent))
            } else if T.self == String.self, let string = value as? String {
                buffer.pointee.writeQuoted(string)
            } else if T.self == Int.self, let integer = value as? Int {
                buffer.pointee.write(integer: integer)
            } else if T.self == Bool.self, let flag = value as? Bool {
                buffer.pointee.write(flag)
            } else if T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
                // JSONEncoder special-cases these (base64, absolute string, number literal) instead of using their
                // own `encode(to:)`; the whole value is re-encoded by it, so the output stays the same.
                buffer.pointee.trouble = .foundationType
            } else {
                try value.encode(to: SlotEncoder(writer: self, parent: parent, element: element))
            }
        }

        /// A number, or the error JSONEncoder throws for a non-finite one.
        func write<F: BinaryFloatingPoint & Encodable>(_ value: F, path: @autoclosure () -> [any CodingKey]) throws {
            guard value.isFinite else {
                let name = value == .infinity ? "\(F.self).infinity" : value == -.infinity ? "-\(F.self).infinity" : "\(F.self).nan"
                throw EncodingError.invalidValue(value, EncodingError.Context(
                    codingPath: path(), debugDescription: "Unable to encode \(name) directly in JSON."))
            }
            if F.self == Double.self, let double = value as? Double {
                buffer.pointee.write(double)
            } else if F.self == Float.self, let float = value as? Float {
                buffer.pointee.write(float)
            }
        }
    }
}
