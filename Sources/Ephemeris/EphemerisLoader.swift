import Foundation
import Support

/// The module's only I/O: finds and reads the committed table file `de440.eph`.
///
/// Looked for, in order: the path in `ASTROSVITLA_EPHEMERIS`; SwiftPM's resource folder next to the
/// running executable (`swift run`, `swift test`, a built binary); the source tree this file was
/// compiled from; `Sources/Ephemeris/Resources/` under the working directory (repo root).
package enum EphemerisLoader {
    package static let environmentVariable = "ASTROSVITLA_EPHEMERIS"
    static let fileName = "de440.eph"

    package static func readBundledTable() throws -> [UInt8] {
        let candidates = candidatePaths()
        for path in candidates where FileManager.default.isReadableFile(atPath: path) {
            return try readTable(atPath: path)
        }
        throw EphemerisError.tableNotFound(candidates)
    }

    package static func readTable(atPath path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EphemerisError(code: .ephemerisUnreadableTable, message: "Cannot read the ephemeris table at \(path).")
        }
        return [UInt8](data)
    }

    static func candidatePaths() -> [String] {
        if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
            return [override]
        }
        var paths: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            paths.append(executable.deletingLastPathComponent()
                .appendingPathComponent("astrosvitla_Ephemeris.resources").appendingPathComponent(fileName).path)
        }
        let inRepository = "Sources/Ephemeris/Resources/" + fileName
        if let root = RepositoryFolder.packageRoot(above: URL(fileURLWithPath: #filePath)) {
            paths.append(root.appendingPathComponent(inRepository).path)
        }
        paths.append(FileManager.default.currentDirectoryPath + "/" + inRepository)
        return paths
    }
}
