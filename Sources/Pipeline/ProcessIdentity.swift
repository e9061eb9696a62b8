#if canImport(Glibc)
import Glibc
#endif

/// Tells one process from a later one that reuses its pid.
enum ProcessIdentity {
    /// Field 22 of /proc/PID/stat: the start time in clock ticks since boot; nil where /proc is absent.
    static func startTime(of pid: Int) -> Int? {
        // Read with read(2): procfs files report size 0, which Foundation's file readers do not expect.
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let stat = String(decoding: buffer[..<count], as: UTF8.self)
        // The command name (field 2) may contain spaces and parentheses: count fields after the last ')'.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? Int(fields[19]) : nil
    }
}
