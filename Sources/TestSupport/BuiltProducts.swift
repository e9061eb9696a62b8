import Foundation
import Support

/// Where `swift build` / `swift test` put the products: beside the running test bundle.
package enum BuiltProducts {
    package static func executable(_ name: String) -> URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = exe.deletingLastPathComponent()
        // The test runner may live inside `X.xctest/` on some layouts.
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return exe.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The package root, found from a test source file's `#filePath`.
    package static func packageRoot(from filePath: String) -> URL {
        RepositoryFolder.packageRoot(above: URL(fileURLWithPath: filePath)) ?? URL(fileURLWithPath: "/")
    }
}
