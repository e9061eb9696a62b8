import Foundation

/// Finds a data folder of the repository (`Glossaries`, `Templates`) at run time: the environment
/// variable, else `./<name>` in the working directory, else `<name>` beside the `Package.swift` found
/// walking up from the executable (so `swift run`, `swift test` and a built binary all find it).
public enum RepositoryFolder {
    public static func locate(_ name: String, variable: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                              executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")) -> URL? {
        if let configured = environment[variable], !configured.isEmpty {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        let local = currentDirectory.appendingPathComponent(name, isDirectory: true)
        if isDirectory(local) { return local }
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let candidate = folder.appendingPathComponent(name, isDirectory: true)
                return isDirectory(candidate) ? candidate : nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
