extension StreamingJSONEncoder.Buffer {
    /// Reorders the members of the object being closed by key, as `.sortedKeys` does (code-point order;
    /// of equal keys the last wins, as in JSONEncoder's dictionary). Reuses `order` and `scratch`.
    mutating func sortEntries(from first: Int) {
        let end = entries.count
        defer { entries.removeLast(end - first) }
        guard end - first > 1, !(first + 1..<end).allSatisfy({ precedes($0 - 1, $0) }) else { return }
        var order: [Int] = []
        swap(&order, &self.order)
        defer { swap(&order, &self.order) }
        order.removeAll(keepingCapacity: true)
        for entry in first..<end { order.append(entry) }
        if order.count <= 16 {
            for position in 1..<order.count {
                let moving = order[position]
                var slot = position
                while slot > 0, precedes(moving, order[slot - 1]) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = moving
            }
        } else {
            order.sort { precedes($0, $1) || (!precedes($1, $0) && $0 < $1) }
        }
        rewrite(first: first, order: &order)
    }

    /// Copies the members out and back in `order`, dropping all but the last of equal keys.
    private mutating func rewrite(first: Int, order: inout [Int]) {
        for position in order.indices.dropLast() where !precedes(order[position], order[position + 1]) {
            order[position] = -1
        }
        let start = entries[first].start
        let end = bytes.count
        scratch.truncate(to: 0)
        scratch.append(bytes.span(start..<end))
        bytes.truncate(to: start)
        for entry in order where entry >= 0 {
            let stop = entry + 1 < entries.count ? entries[entry + 1].start - 1 : end
            if bytes.count > start { bytes.append(UInt8(ascii: ",")) }
            bytes.append(scratch.span((entries[entry].start - start)..<(stop - start)))
        }
    }

    /// Key order of entries `a` and `b`: raw UTF-8 bytes (code-point order) unless a key was escaped.
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let (left, right) = (entries[a], entries[b])
        if left.prefix != right.prefix, left.plain, right.plain { return left.prefix < right.prefix }
        guard left.plain, right.plain else {
            return key(in: left.start..<(left.keyEnd + 1)) < key(in: right.start..<(right.keyEnd + 1))
        }
        return bytes.span((left.start + 1)..<left.keyEnd).lexicographicallyPrecedes(bytes.span((right.start + 1)..<right.keyEnd))
    }
}
