import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension QueueDirectory {
    /// What a run checks before it claims anything: every folder exists, is a writable directory, and all
    /// live on the root's filesystem (so every move is a rename). Throws `queue_unusable` naming the folder.
    package func checkUsable() throws(QueueError) {
        var rootInfo = stat()
        guard stat(root, &rootInfo) == 0 else { throw unusable(root, "cannot be read: \(String(cString: strerror(errno)))") }
        for folder in Folder.allCases {
            let directory = path(folder)
            var info = stat()
            guard stat(directory, &info) == 0 else { throw unusable(directory, "is missing: \(String(cString: strerror(errno)))") }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw unusable(directory, "is not a directory") }
            guard access(directory, W_OK | X_OK) == 0 else { throw unusable(directory, "is not writable") }
            guard info.st_dev == rootInfo.st_dev else {
                throw unusable(directory, "is on another filesystem than \(root); a move between them would not be a rename")
            }
        }
    }

    private func unusable(_ directory: String, _ why: String) -> QueueError {
        QueueError(code: .queueUnusable, message: "\(directory) \(why)")
    }

    /// Removes files whose time has passed: in tmp/ those a killed `enqueue` or sidecar write left (by when they
    /// were last changed), in done/ and failed/ (jobs and sidecars) those past retention, since the database holds
    /// every outcome. A finished file's age is when its job ended (`endedAt`, from the database, given the file's
    /// name), never its modification time, which the job's author set (a file dropped with an old mtime was
    /// pruned the moment it finished); a file the database does not know is aged by when it was moved into the
    /// folder (its inode change time, which a rename sets and `touch` cannot set back). Only finished or abandoned
    /// folders are pruned; incoming/ and processing/ never are. Returns how many files went.
    @discardableResult
    package func removeOldFiles(in folder: Folder, olderThan seconds: Double, endedAt: (String) -> Double? = { _ in nil }) -> Int {
        guard folder == .tmp || folder == .done || folder == .failed else { return 0 }
        let cutoff = Date().timeIntervalSince1970 - seconds
        var removed = 0
        for name in (try? names(in: folder)) ?? [] {
            var info = stat()
            let file = path(folder, name)
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
            let time = folder == .tmp ? Double(info.st_mtim.tv_sec) : endedAt(name) ?? Double(info.st_ctim.tv_sec)
            guard time < cutoff, unlink(file) == 0 else { continue }
            removed += 1
        }
        return removed
    }

    /// Probe files (`classify`) a killed process left behind: a probe lives for microseconds, so one older than a
    /// minute is garbage. Returns how many went.
    @discardableResult
    package func removeStaleProbes() -> Int {
        let cutoff = Date().timeIntervalSince1970 - 60
        var removed = 0
        for folder in [Folder.incoming, .processing] {
            for name in (try? names(in: folder)) ?? [] where name.hasPrefix(Self.probePrefix) {
                var info = stat()
                guard lstat(path(folder, name), &info) == 0, Double(info.st_mtim.tv_sec) < cutoff, unlink(path(folder, name)) == 0 else { continue }
                removed += 1
            }
        }
        return removed
    }

    /// The claim key a file in done/ or failed/ belongs to: itself, or, for a sidecar, the key it was named after.
    package static func claimKey(ofFinished name: String) -> String {
        name.hasSuffix(sidecarSuffix) ? String(name.dropLast(sidecarSuffix.count)) + ".json" : name
    }

    /// How many entries a folder holds and their size in bytes (for `status`).
    package func usage(of folder: Folder) throws(QueueError) -> (files: Int, bytes: Int) {
        var files = 0, bytes = 0
        for name in try names(in: folder) {
            var info = stat()
            guard lstat(path(folder, name), &info) == 0 else { continue }
            files += 1
            bytes += Int(info.st_size)
        }
        return (files, bytes)
    }

    /// Entries of the inbox the runner will never process (a name not ending in `.json`, or not UTF-8), so
    /// `status` can list them instead of leaving them invisible. (A folder or FIFO named `*.json` is claimed
    /// and failed with `not_regular_file`.)
    package func strays() throws(QueueError) -> [String] {
        let directory = path(.incoming)
        guard let handle = opendir(directory) else { throw .system("opendir", directory) }
        defer { closedir(handle) }
        var found: [String] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                found.append(String(decoding: bytes, as: UTF8.self) + " (name is not UTF-8)")
                continue
            }
            guard name != ".", name != "..", !name.hasSuffix(".json") else { continue }
            found.append(name + " (not *.json)")
        }
        return found.sorted()
    }
}
