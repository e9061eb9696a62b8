import Foundation
import Pipeline

/// Lines from standard input, read in blocks, each at most `limit` bytes: a longer line is reported as
/// `tooLong` and skipped to its end without ever being held whole (a 100 MB line costs 64 KB, not 250 MB).
struct BoundedLineReader {
    enum Line {
        case text(Data)
        case tooLong
    }

    let limit: Int
    private var buffer = Data()
    private var skipping = false
    private var finished = false

    init(limit: Int) { self.limit = limit }

    mutating func next() -> Line? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                if skipping { skipping = false; return .tooLong }
                return line.count > limit ? .tooLong : .text(Data(line))
            }
            if skipping { buffer.removeAll(keepingCapacity: true) }
            if buffer.count > limit {
                // Too long already: drop what is held and skip to the end of the line.
                buffer.removeAll(keepingCapacity: true)
                skipping = true
            }
            guard !finished else {
                if skipping { skipping = false; return .tooLong }
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return .text(buffer)
            }
            let block = FileHandle.standardInput.readData(ofLength: 1 << 16)
            if block.isEmpty { finished = true } else { buffer.append(block) }
        }
    }
}
