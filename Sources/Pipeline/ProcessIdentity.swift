import Foundation

/// Tells one process from a later one that reuses its pid.
enum ProcessIdentity {
    /// Field 22 of /proc/PID/stat: the start time in clock ticks since boot; nil where /proc is absent.
    static func startTime(of pid: Int) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // The command name (field 2) may contain spaces and parentheses: count fields after the last ')'.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? Int(fields[19]) : nil
    }
}
