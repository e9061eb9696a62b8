import Foundation
import Support
#if canImport(Glibc)
import Glibc
#endif

/// The key of the erasure log's hashes: 32 random bytes in `<database>.erasure-key` (mode 0600), made by the
/// first erasure. It lives beside the database, never in it, so a copy of the database alone cannot tell which
/// guessed job id was erased; whoever holds both can still check a given id (`hash(of:key:)`). Losing it only
/// means old entries can no longer be matched to ids.
struct ErasureKey {
    let path: String

    init(databasePath: String) {
        path = databasePath + ".erasure-key"
    }

    /// The key, made now if there is none (created exclusively, so two erasures at once agree on one).
    func load() throws(JobError) -> [UInt8] {
        if let existing = read() { return existing }
        var generator = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            if errno == EEXIST, let existing = read() { return existing }
            throw JobError(code: .io, message: "cannot create the erasure log's key \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let text = Array((SHA256.hex(key) + "\n").utf8)
        guard write(descriptor, text, text.count) == text.count, fsync(descriptor) == 0 else {
            unlink(path)
            throw JobError(code: .io, message: "cannot write the erasure log's key \(path): \(String(cString: strerror(errno)))")
        }
        return key
    }

    private func read() -> [UInt8]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let hex = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard hex.count == 64 else { return nil }
        let bytes = stride(from: 0, to: 64, by: 2).compactMap { UInt8(hex.dropFirst($0).prefix(2), radix: 16) }
        return bytes.count == 32 ? bytes : nil
    }

    /// What the log stores for `jobID`: `hmac-sha256:` and 64 hex digits.
    static func hash(of jobID: String, key: [UInt8]) -> String {
        "hmac-sha256:" + SHA256.hex(SHA256.hmac(key: key, message: Array(jobID.utf8)))
    }
}
