extension StreamingJSONEncoder {
    /// An object open at stack index `index` (id `id`); each call writes one `"key":value` member.
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: Writer
        let index: Int
        let id: Int

        var codingPath: [any CodingKey] { writer.buffer.pointee.codingPath(through: index - 1) }

        /// Starts the member `key`; false when this container is no longer open (the writer then falls back).
        private func begin(_ key: Key) -> Bool { writer.buffer.pointee.begin(index, id: id, key: key.stringValue) }
        private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

        mutating func encodeNil(forKey key: Key) throws { if begin(key) { writer.buffer.pointee.writeNull() } }
        mutating func encode(_ value: Bool, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(value) } }
        mutating func encode(_ value: String, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.writeQuoted(value) } }
        mutating func encode(_ value: Double, forKey key: Key) throws { if begin(key) { try writer.write(value, path: path(key)) } }
        mutating func encode(_ value: Float, forKey key: Key) throws { if begin(key) { try writer.write(value, path: path(key)) } }
        mutating func encode(_ value: Int, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int8, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int16, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int32, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int64, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { if begin(key) { writer.buffer.pointee.write(integer: value) } }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            if begin(key) { try writer.encodeValue(value, parent: index, element: writer.buffer.pointee.serial) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            _ = begin(key)
            return SlotEncoder(writer: writer, parent: index, element: writer.buffer.pointee.serial).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            _ = begin(key)
            return SlotEncoder(writer: writer, parent: index, element: writer.buffer.pointee.serial).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(key: "super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(key: key.stringValue) }

        private func superEncoder(key: String) -> any Encoder {
            _ = writer.buffer.pointee.begin(index, id: id, key: key)
            return SlotEncoder(writer: writer, parent: index, element: writer.buffer.pointee.serial)
        }
    }

    /// An array open at stack index `index` (id `id`); each call appends one element.
    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let writer: Writer
        let index: Int
        let id: Int

        var codingPath: [any CodingKey] { writer.buffer.pointee.codingPath(through: index - 1) }
        var count: Int {
            let frames = writer.buffer.pointee.frames
            return index < frames.count && frames[index].id == id ? frames[index].count : 0
        }

        private func begin() -> Bool { writer.buffer.pointee.begin(index, id: id, key: nil) }
        private var elementPath: [any CodingKey] { writer.buffer.pointee.codingPath(through: index) }

        mutating func encodeNil() throws { if begin() { writer.buffer.pointee.writeNull() } }
        mutating func encode(_ value: Bool) throws { if begin() { writer.buffer.pointee.write(value) } }
        mutating func encode(_ value: String) throws { if begin() { writer.buffer.pointee.writeQuoted(value) } }
        mutating func encode(_ value: Double) throws { if begin() { try writer.write(value, path: elementPath) } }
        mutating func encode(_ value: Float) throws { if begin() { try writer.write(value, path: elementPath) } }
        mutating func encode(_ value: Int) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int8) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int16) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int32) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: Int64) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt8) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt16) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt32) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode(_ value: UInt64) throws { if begin() { writer.buffer.pointee.write(integer: value) } }
        mutating func encode<T: Encodable>(_ value: T) throws {
            if begin() { try writer.encodeValue(value, parent: index, element: writer.buffer.pointee.serial) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            _ = begin()
            return SlotEncoder(writer: writer, parent: index, element: writer.buffer.pointee.serial).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            _ = begin()
            return SlotEncoder(writer: writer, parent: index, element: writer.buffer.pointee.serial).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            _ = begin()
            return SlotEncoder(writer: writer, parent: index, element: writer.buffer.pointee.serial)
        }
    }
}
