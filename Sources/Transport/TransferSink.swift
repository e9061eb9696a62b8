import Foundation

/// Collects one transfer's headers and body from libcurl's callbacks, enforcing the body cap.
final class TransferSink {
    let maxBodyBytes: Int
    private(set) var body = Data()
    private(set) var headers: [(name: String, value: String)] = []
    private(set) var overflowed = false

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Returns false when the cap is exceeded, which makes libcurl abort the transfer.
    func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= maxBodyBytes else {
            overflowed = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// One raw header line; a status line starts a new header block (interim 1xx responses, proxies).
    func appendHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            headers.removeAll()
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        headers.append((name: name, value: value))
    }
}
