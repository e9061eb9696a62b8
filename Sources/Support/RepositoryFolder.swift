import Foundation

/// The one place that finds the repository's folders. A data folder (`Glossaries`, `Templates`) is found
/// at run time: the environment variable, else `./<name>` in the working directory, else `<name>` beside
/// the `Package.swift` found walking up from the executable (so `swift run`, `swift test` and a built
/// binary all find it).
package enum RepositoryFolder {
    package static func locate(_ name: String, variable: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                              executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")) -> URL? {
        if let configured = environment[variable], !configured.isEmpty {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        let local = currentDirectory.appendingPathComponent(name, isDirectory: true)
        if isDirectory(local) { return local }
        guard let root = packageRoot(above: executable.resolvingSymlinksInPath()) else { return nil }
        let candidate = root.appendingPathComponent(name, isDirectory: true)
        return isDirectory(candidate) ? candidate : nil
    }

    /// The nearest folder above `file` that holds a `Package.swift`: the repository a binary was built in
    /// (from its path) or a source file belongs to (from `#filePath`).
    package static func packageRoot(above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
