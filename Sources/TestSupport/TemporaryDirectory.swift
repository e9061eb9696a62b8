import Foundation

/// A fresh directory under the system temporary folder, removed when the value is released.
package final class TemporaryDirectory: Sendable {
    package let url: URL
    package var path: String { url.path }

    package init(prefix: String = "astrosvitla-test") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` to a file inside the directory and returns its path.
    @discardableResult
    package func write(_ name: String, _ contents: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file)
        return file.path
    }

    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String { try write(name, Data(text.utf8)) }
}
