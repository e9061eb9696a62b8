extension StreamingJSONEncoder {
    /// The growing output: a plain malloc'd block. `[UInt8]` spent more on uniqueness and bounds checks
    /// per appended byte than on the bytes; this is freed explicitly by `Writer.deinit`.
    struct Bytes {
        private(set) var base: UnsafeMutablePointer<UInt8>
        private(set) var count = 0
        private(set) var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        func free() {
            base.deallocate()
        }

        var isEmpty: Bool { count == 0 }

        subscript(position: Int) -> UInt8 { base[position] }

        /// `count` bytes from `start`, valid until the next append.
        func span(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        }

        mutating func append(_ byte: UInt8) {
            if count == capacity { grow(to: count + 1) }
            base[count] = byte
            count += 1
        }

        mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
            guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
            if count + buffer.count > capacity { grow(to: count + buffer.count) }
            (base + count).update(from: source, count: buffer.count)
            count += buffer.count
        }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { append($0) }
        }

        /// Room for `extra` bytes written through the returned pointer; `count` grows by `extra`.
        mutating func extend(by extra: Int) -> UnsafeMutablePointer<UInt8> {
            defer { count += extra }
            return reserve(extra)
        }

        /// Room for up to `extra` bytes at the end; `commit` then says how many were written.
        mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
            if count + extra > capacity { grow(to: count + extra) }
            return base + count
        }

        mutating func commit(_ written: Int) {
            count += written
        }

        mutating func truncate(to newCount: Int) {
            count = min(count, newCount)
        }

        private mutating func grow(to needed: Int) {
            let newCapacity = max(needed, capacity * 2)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            base.deallocate()
            (base, capacity) = (newBase, newCapacity)
        }
    }
}
