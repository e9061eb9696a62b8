extension StreamingJSONEncoder {
    /// The `Encoder` for one value slot: element `element` of the open container at stack index `parent`.
    /// Three words, so passing it as `any Encoder` does not allocate.
    struct SlotEncoder: Encoder {
        let writer: Writer
        let parent: Int
        let element: Int

        var codingPath: [any CodingKey] { writer.buffer.pointee.codingPath(through: parent) }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let slot = writer.buffer.pointee.openContainer(.object, parent: parent, element: element)
            return KeyedEncodingContainer(KeyedContainer<Key>(writer: writer, index: slot.index, id: slot.id))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let slot = writer.buffer.pointee.openContainer(.array, parent: parent, element: element)
            return UnkeyedContainer(writer: writer, index: slot.index, id: slot.id)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            self
        }
    }
}

/// A single value goes straight into the slot.
extension StreamingJSONEncoder.SlotEncoder: SingleValueEncodingContainer {
    private func begin() -> Bool { writer.buffer.pointee.beginSingleValue(parent: parent, element: element) }

    mutating func encodeNil() throws { if begin() { writer.buffer.pointee.writeNull() } }
    mutating func encode(_ value: Bool) throws { if begin() { writer.buffer.pointee.write(value) } }
    mutating func encode(_ value: String) throws { if begin() { writer.buffer.pointee.writeQuoted(value) } }
    mutating func encode(_ value: Double) throws { if begin() { try writer.write(value, path: codingPath) } }
    mutating func encode(_ value: Float) throws { if begin() { try writer.write(value, path: codingPath) } }
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
        if begin() { try writer.encodeValue(value, parent: parent, element: element) }
    }
}
