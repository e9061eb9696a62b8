import Synchronization
import Foundation

/// Loader of IANA zones from a TZif directory: `/usr/share/zoneinfo`, or `TZDIR` when set. Parsed zones are
/// cached, so one database shared by a whole batch reads each zone file once. Thread-safe.
package final class TimeZoneDatabase: Sendable {
    package let directory: String
    static let maximumFileSize = 256 * 1024
    private let cache = Mutex<[String: ZoneRules]>([:])

    /// `directory` wins; otherwise `TZDIR` from `environment`; otherwise `/usr/share/zoneinfo`.
    package init(directory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.directory = directory ?? environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// The rules of an IANA zone such as "Europe/Kyiv". Throws `invalid_zone_identifier` for names that are
    /// not plain relative paths (`..`, absolute paths, odd characters), `unknown_zone` when no such file exists,
    /// `invalid_tzif` when the file is not a zone.
    package func rules(for identifier: String) throws(TimeZoneError) -> ZoneRules {
        guard Self.isPlausibleIdentifier(identifier) else { throw .invalidZoneIdentifier(identifier) }
        guard !Self.serverSettings.contains(identifier) else { throw .serverSetting(identifier) }
        if let cached = cache.withLock({ $0[identifier] }) { return cached }
        let path = directory + "/" + identifier
        // A link out of the directory (`localtime` → /etc/localtime) is this machine's setting, not a zone.
        guard let real = Self.resolved(path) else { throw .unknownZone(identifier) }
        guard real.hasPrefix((Self.resolved(directory) ?? directory) + "/") else { throw .serverSetting(identifier) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let file = FileHandle(forReadingAtPath: path) else {
            throw .unknownZone(identifier)
        }
        defer { try? file.close() }
        // The largest real zone file is under 4 KB ("fat" ones under 10 KB): a cap keeps a stray TZDIR harmless.
        guard let data = try? file.read(upToCount: Self.maximumFileSize + 1), data.count <= Self.maximumFileSize else {
            throw .invalidTZif("\(identifier) is unreadable or larger than \(Self.maximumFileSize) bytes")
        }
        let rules = try ZoneRules(tzif: [UInt8](data))
        cache.withLock { $0[identifier] = rules }
        return rules
    }

    /// The path with every link followed (`realpath`), nil when it leads nowhere.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Names in the zone directory that mean "whatever this server is set to", not a place: `localtime` (a link
    /// to /etc/localtime), `posixrules` (the rules for POSIX TZ strings, the server's default) and `Factory`
    /// (tzdata's "local time zone must be set" placeholder, -00).
    static let serverSettings: Set<String> = ["localtime", "posixrules", "Factory"]

    /// IANA names are relative paths of letters, digits and `_ - +`; this refuses anything that could leave the directory.
    static func isPlausibleIdentifier(_ identifier: String) -> Bool {
        guard !identifier.isEmpty, identifier.utf8.count <= 255 else { return false }
        let components = identifier.split(separator: "/", omittingEmptySubsequences: false)
        return components.allSatisfy { component in
            !component.isEmpty && component != "." && component != ".."
                && component.unicodeScalars.allSatisfy { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-+.".unicodeScalars.contains(scalar))
                }
        }
    }
}
