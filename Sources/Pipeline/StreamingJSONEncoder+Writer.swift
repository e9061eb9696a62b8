extension StreamingJSONEncoder {
    /// What one `encode` call shares with its encoders and containers (which are values naming a stack
    /// slot by index and unique id, so a stale one is detected instead of corrupting the output).
    final class Writer {
        private let storage: UnsafeMutablePointer<Buffer>

        /// Through a pointer: a stored property of a class would cost a dynamic exclusivity check on every
        /// access, which profiles showed as a quarter of the encoding time. Buffer methods never call back
        /// into user code, so accesses cannot overlap.
        var buffer: Buffer {
            _read { yield storage.pointee }
            _modify { yield &storage.pointee }
        }

        init(sortsKeys: Bool) {
            storage = .allocate(capacity: 1)
            storage.initialize(to: Buffer(sortsKeys: sortsKeys))
        }

        deinit {
            storage.pointee.bytes.free()
            storage.pointee.scratch.free()
            storage.deinitialize(count: 1)
            storage.deallocate()
        }

        /// Encodes one value in slot (`parent`, `element`). The common leaf types skip the `Encoder` round
        /// trip, which matters because arrays and dictionaries hand over their elements generically.
        func encodeValue<T: Encodable>(_ value: T, parent: Int, element: Int) throws {
            if T.self == Double.self {
                try write(unsafeBitCast(value, to: Double.self), path: buffer.codingPath(through: parent))
            } else if T.self == String.self {
                buffer.writeQuoted(unsafeBitCast(value, to: String.self))
            } else if T.self == Int.self {
                buffer.write(integer: unsafeBitCast(value, to: Int.self))
            } else if T.self == Bool.self {
                buffer.write(unsafeBitCast(value, to: Bool.self))
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
            if let double = value as? Double {
                buffer.write(double)
            } else if let float = value as? Float {
                buffer.write(float)
            }
        }
    }
}
