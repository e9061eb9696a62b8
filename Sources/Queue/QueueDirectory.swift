import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A maildir-style queue: a job is written to `tmp/`, fsynced and published into `incoming/` in one
/// atomic step; a runner claims it by renaming it into `processing/`; once its outcome is recorded in
/// the database it moves to `done/` or `failed/` (with a `.reason.json` sidecar). All folders live on
/// one filesystem, so every move is a rename.
package struct QueueDirectory: Sendable {
    package enum Folder: String, CaseIterable, Sendable {
        case tmp, incoming, processing, done, failed
    }

    package let root: String

    package init(root: String) {
        self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    }

    package func path(_ folder: Folder, _ name: String? = nil) -> String {
        let directory = "\(root)/\(folder.rawValue)"
        return name.map { "\(directory)/\($0)" } ?? directory
    }

    /// Creates the queue folders (and the root's parents) that do not exist yet.
    package func prepare() throws(QueueError) {
        for folder in Folder.allCases {
            do {
                try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
            } catch {
                throw QueueError(code: .io, message: "cannot create \(path(folder)): \(error.localizedDescription)")
            }
        }
    }

    /// Publishes `data` as `incoming/<name>`: written to tmp, fsynced, then hard-linked into the inbox so
    /// an existing job of the same name is never overwritten (link fails with EEXIST, rename would not).
    package func publish(_ data: Data, as name: String) throws(QueueError) {
        let temporary = path(.tmp, "\(name).\(getpid()).\(UUID().uuidString)")
        try Self.writeDurably(data, to: temporary)
        defer { unlink(temporary) }
        let target = path(.incoming, name)
        if link(temporary, target) != 0 {
            if errno == EEXIST { throw QueueError(code: .alreadyQueued, message: "\(target) already exists") }
            throw .system("link", target)
        }
        try Self.syncDirectory(path(.incoming))
    }

    /// Names in the inbox that end in `.json`, oldest first; anything else is left alone.
    package func inbox() throws(QueueError) -> [String] {
        try names(in: .incoming).filter { $0.hasSuffix(".json") }
    }

    package func names(in folder: Folder) throws(QueueError) -> [String] {
        let directory = path(folder)
        guard let handle = opendir(directory) else { throw .system("opendir", directory) }
        defer { closedir(handle) }
        var entries: [(name: String, modified: Int)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            guard lstat("\(directory)/\(name)", &info) == 0 else { continue }
            // Every kind of entry is listed: a FIFO, device or folder named *.json is claimed and failed with
            // `not_regular_file` rather than left in the inbox forever.
            entries.append((name, info.st_mtim.tv_sec))
        }
        return entries.sorted { ($0.modified, $0.name) < ($1.modified, $1.name) }.map(\.name)
    }

    /// Claims `incoming/<name>` by renaming it to `processing/<key>`. Returns false when another runner
    /// was faster (the file is gone), which is not an error. A failure that every claim would meet (folder
    /// not writable, read-only or different filesystems) is `queue_unusable`; one of this file alone is `io`.
    package func claim(_ name: String, as key: String) throws(QueueError) -> Bool {
        if rename(path(.incoming, name), path(.processing, key)) == 0 { return true }
        let number = errno
        if number == ENOENT { return false }
        if [EACCES, EPERM, EROFS, EXDEV, ENOSPC, EDQUOT].contains(number) {
            throw QueueError(code: .queueUnusable, message: "rename \(path(.incoming, name)) → \(path(.processing)): \(String(cString: strerror(number)))")
        }
        throw .system("rename", path(.incoming, name), errno: number)
    }

    /// Puts a claimed file back into the inbox under its original name (a stop arrived before any work was
    /// done on it). Returns false when the inbox already has that name; the file then stays in processing/.
    package func unclaim(_ key: String, as name: String, from folder: Folder = .processing) throws(QueueError) -> Bool {
        // link + unlink: never replaces a file of the same name already in the inbox (rename would).
        if link(path(folder, key), path(.incoming, name)) != 0 {
            if errno == EEXIST { return false }
            throw .system("link", path(.incoming, name))
        }
        guard unlink(path(folder, key)) == 0 else { throw .system("unlink", path(folder, key)) }
        return true
    }

    /// Moves a claimed file to `done/` or `failed/`; for `failed/` a sidecar explaining why is written
    /// first, so a failed job is never found without its reason.
    package func finish(_ key: String, in folder: Folder, sidecar: Data? = nil) throws(QueueError) {
        if let sidecar {
            let final = path(folder, Self.sidecarName(for: key))
            let temporary = path(.tmp, "\(Self.sidecarName(for: key)).\(getpid()).\(UUID().uuidString)")
            try Self.writeDurably(sidecar, to: temporary)
            guard rename(temporary, final) == 0 else { unlink(temporary); throw .system("rename", final) }
        }
        guard rename(path(.processing, key), path(folder, key)) == 0 else { throw .system("rename", path(.processing, key)) }
        // No fsync here: the outcome is already in the database, and recovery redoes a move that a crash lost.
    }

    package static func sidecarName(for key: String) -> String {
        (key.hasSuffix(".json") ? String(key.dropLast(5)) : key) + ".reason.json"
    }

    package func count(_ folder: Folder) -> Int {
        ((try? names(in: folder)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".reason.json") }.count
    }
}
