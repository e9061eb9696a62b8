import Foundation

extension StreamingJSONEncoder {
    /// The output bytes and the stack of open containers. A value type reached through one access of
    /// `Writer.buffer` per operation: as stored properties of a class, every append would pay a dynamic
    /// exclusivity check (a third of the time in profiles).
    struct Buffer {
        enum Kind { case root, object, array }

        struct Frame {
            var id: Int
            var kind: Kind
            var count = 0
            /// Unique serial of the element being written; an encoder for that element is live while it matches.
            var element = 0
            /// Where the current element's value starts; nothing written there by the time the frame
            /// moves on means the value encoded nothing, which JSONEncoder writes as `{}`.
            var valueStart = 0
            /// The current element's quoted key in `bytes` (objects), for `codingPath`.
            var keyStart = 0
            var keyEnd = 0
            /// First of this object's entries in `entries` (only when sorting keys).
            var firstEntry = 0
        }

        /// One member of an open object, for sorting: the key is `bytes[start + 1 ..< keyEnd]`.
        struct Entry {
            var start: Int
            var keyEnd: Int
            /// The key needed no escaping, so its bytes compare like the key itself.
            var plain: Bool
            /// Its first eight bytes, big-endian and zero-padded: most comparisons end here.
            var prefix: UInt64
        }

        var bytes = Bytes(capacity: 16_384)
        var frames: [Frame] = []
        var entries: [Entry] = []
        /// Reused while sorting, so closing an object allocates nothing.
        var order: [Int] = []
        var scratch = Bytes(capacity: 4_096)
        let sortsKeys: Bool
        var serial = 0
        var trouble: Trouble?

        init(sortsKeys: Bool) {
            self.sortsKeys = sortsKeys
            frames.reserveCapacity(16)
            frames.append(Frame(id: 0, kind: .root))
        }

        /// Starts the next element of container `index`: closes anything opened inside the previous element,
        /// writes the comma and the key. False (and nothing written) when the container is no longer open.
        mutating func begin(_ index: Int, id: Int, key: String?) -> Bool {
            guard trouble == nil else { return false }
            guard index < frames.count, frames[index].id == id else {
                trouble = .unordered
                return false
            }
            if frames.count > index + 1 { close(downTo: index + 1) }
            var frame = frames[index]
            if frame.count > 0 {
                if bytes.count == frame.valueStart { appendEmptyObject() }
                bytes.append(UInt8(ascii: ","))
            }
            if let key {
                let start = bytes.count
                let plain = writeQuoted(key)
                if sortsKeys { entries.append(Entry(start: start, keyEnd: bytes.count - 1, plain: plain, prefix: prefix(start + 1))) }
                (frame.keyStart, frame.keyEnd) = (start, bytes.count)
                bytes.append(UInt8(ascii: ":"))
            }
            serial += 1
            frame.count += 1
            frame.element = serial
            frame.valueStart = bytes.count
            frames[index] = frame
            return true
        }

        /// Up to eight bytes of the key just written from `offset` (its closing quote is last), big-endian.
        private func prefix(_ offset: Int) -> UInt64 {
            let length = bytes.count - 1 - offset
            guard length > 0 else { return 0 }
            if offset + 8 <= bytes.capacity {
                let word = UnsafeRawPointer(bytes.base + offset).loadUnaligned(as: UInt64.self).bigEndian
                return length >= 8 ? word : word & ~(UInt64.max >> (length * 8))
            }
            var value: UInt64 = 0
            for position in offset..<(offset + 8) {
                value = value << 8 | UInt64(position < offset + length ? bytes[position] : 0)
            }
            return value
        }

        func isOpen(parent: Int, element: Int) -> Bool {
            parent < frames.count && frames[parent].element == element
        }

        /// A container for the value of element `element` of frame `parent`: a new one, or the one that
        /// element already holds (JSONEncoder merges repeated requests). Returns (index, id); id -1 = dead.
        mutating func openContainer(_ kind: Kind, parent: Int, element: Int) -> (index: Int, id: Int) {
            guard trouble == nil else { return (0, -1) }
            guard isOpen(parent: parent, element: element) else {
                trouble = .unordered
                return (0, -1)
            }
            if frames.count > parent + 1 {
                guard frames[parent + 1].kind == kind else {
                    fail("Attempt to request a different kind of container for an already encoded value.", parent: parent)
                    return (0, -1)
                }
                close(downTo: parent + 2)
                return (parent + 1, frames[parent + 1].id)
            }
            guard bytes.count == frames[parent].valueStart else {
                fail("Attempt to request a container for a value that is already encoded.", parent: parent)
                return (0, -1)
            }
            serial += 1
            frames.append(Frame(id: serial, kind: kind, firstEntry: entries.count))
            bytes.append(kind == .array ? UInt8(ascii: "[") : UInt8(ascii: "{"))
            return (frames.count - 1, serial)
        }

        /// Whether a single value may be written now for element `element` of frame `parent`.
        mutating func beginSingleValue(parent: Int, element: Int) -> Bool {
            guard trouble == nil else { return false }
            guard isOpen(parent: parent, element: element) else {
                trouble = .unordered
                return false
            }
            guard frames.count == parent + 1, bytes.count == frames[parent].valueStart else {
                fail("Attempt to encode value through single value container when previously value already encoded.", parent: parent)
                return false
            }
            return true
        }

        /// Closes every frame at `depth` and above, innermost first.
        mutating func close(downTo depth: Int) {
            while frames.count > depth {
                let frame = frames.removeLast()
                if frame.count > 0, bytes.count == frame.valueStart { appendEmptyObject() }
                switch frame.kind {
                case .object:
                    if sortsKeys { sortEntries(from: frame.firstEntry) }
                    bytes.append(UInt8(ascii: "}"))
                case .array:
                    bytes.append(UInt8(ascii: "]"))
                case .root:
                    break
                }
            }
        }

        /// The coding path of the value being written in frame `index` (frame 0 is the root and has no key).
        func codingPath(through index: Int) -> [any CodingKey] {
            let last = min(index, frames.count - 1)
            guard last >= 1 else { return [] }
            return frames[1...last].map { frame in
                frame.kind == .array ? PathKey(index: frame.count - 1) : PathKey(string: key(in: frame.keyStart..<frame.keyEnd))
            }
        }

        /// The key written (quoted and escaped) at `range`.
        func key(in range: Range<Int>) -> String {
            (try? JSONSerialization.jsonObject(with: Data(bytes.span(range)), options: .fragmentsAllowed)) as? String ?? ""
        }

        private mutating func fail(_ message: String, parent: Int) {
            trouble = .misuse(message, codingPath(through: parent))
        }

        private mutating func appendEmptyObject() {
            bytes.append("{}")
        }
    }

    enum Trouble {
        /// A container was used after an ancestor moved on; the caller re-encodes with JSONEncoder.
        case unordered
        /// A `Data`, `URL` or `Decimal`, which JSONEncoder writes its own way; the caller re-encodes with it.
        case foundationType
        /// A call JSONEncoder rejects (it traps); reported as an encoding error.
        case misuse(String, [any CodingKey])
    }

    /// A coding-path component rebuilt from what was written.
    struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(string: String) { (stringValue, intValue) = (string, nil) }
        init(index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
        init?(stringValue: String) { self.init(string: stringValue) }
        init?(intValue: Int) { self.init(index: intValue) }
    }
}
