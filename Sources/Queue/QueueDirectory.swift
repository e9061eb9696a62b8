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
        let temporary = temporaryPath()
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
    /// not writable, read-only, full, different filesystems) is `queue_unusable`; one of this file alone (an
    /// immutable file, a name too long) is `io`, and only that file is skipped.
    package func claim(_ name: String, as key: String) throws(QueueError) -> Bool {
        if rename(path(.incoming, name), path(.processing, key)) == 0 { return true }
        let number = errno
        if number == ENOENT { return false }
        throw classify(.system("rename", path(.incoming, name), errno: number), from: .incoming, to: .processing)
    }

    /// Whether a rename failure is the file's own or the queue's: a probe file (a name no runner reads) is
    /// created in `from` and renamed into `to`. If the probe moves, every other file would too and the error
    /// stays `io` (this file only); if it does not, the error becomes `queue_unusable`, naming the probe's reason.
    package func classify(_ error: QueueError, from: Folder, to: Folder) -> QueueError {
        guard error.code != .notFound else { return error }
        let probe = "\(Self.probePrefix)\(getpid())-\(UUID().uuidString)"
        let descriptor = open(path(from, probe), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            return QueueError(code: .queueUnusable, message: "\(error.message); no file can be created in \(path(from)): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        defer { unlink(path(from, probe)); unlink(path(to, probe)) }
        guard rename(path(from, probe), path(to, probe)) == 0 else {
            return QueueError(code: .queueUnusable, message: "\(error.message); no file moves from \(path(from)) to \(path(to)): \(String(cString: strerror(errno)))")
        }
        return QueueError(code: .io, message: error.message)
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
            let temporary = temporaryPath()
            try Self.writeDurably(sidecar, to: temporary)
            guard rename(temporary, final) == 0 else { unlink(temporary); throw .system("rename", final) }
        }
        guard rename(path(.processing, key), path(folder, key)) == 0 else { throw .system("rename", path(.processing, key)) }
        // No fsync here: the outcome is already in the database, and recovery redoes a move that a crash lost.
    }

    static let probePrefix = ".probe-"

    /// A name in tmp/ of fixed length, whatever the file it stands for: a temporary name made from a long job
    /// name would itself be too long (a 190-character name plus pid and UUID passes 255 bytes).
    func temporaryPath() -> String {
        path(.tmp, "\(getpid()).\(UUID().uuidString).tmp")
    }

    /// Bytes a file name may have (NAME_MAX on Linux filesystems).
    package static let maximumNameBytes = 255
    /// Bytes a claim key may have, so that its sidecar (`.json` → `.reason.json`, 7 more) fits a name too.
    package static let maximumKeyBytes = maximumNameBytes - (sidecarSuffix.utf8.count - ".json".utf8.count)
    static let sidecarSuffix = ".reason.json"

    /// The failure sidecar of a claim: `NAME.claim-….reason.json`. A key longer than `maximumKeyBytes` (made by
    /// an older runner) has its stem shortened, always the same way, so the sidecar can still be written and found.
    package static func sidecarName(for key: String) -> String {
        var stem = Substring(key.hasSuffix(".json") ? String(key.dropLast(5)) : key)
        while stem.utf8.count + sidecarSuffix.utf8.count > maximumNameBytes { stem = stem.dropLast() }
        return stem + sidecarSuffix
    }

    /// A job file rather than a failure sidecar. Sidecars live in failed/ only: a job whose id ends in `.reason`
    /// (`olena.reason.json`, a legal id) is a job file in the inbox, and was missed by `erase` and `status`.
    package static func isJobFile(_ name: String, in folder: Folder) -> Bool {
        name.hasSuffix(".json") && !(folder == .failed && name.hasSuffix(sidecarSuffix))
    }

    package func count(_ folder: Folder) -> Int {
        ((try? names(in: folder)) ?? []).filter { Self.isJobFile($0, in: folder) }.count
    }
}
