import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension QueueDirectory {
    /// Removes one file; one that is already gone is not an error (a repeated erasure finishes quietly). Returns
    /// whether it was there.
    @discardableResult
    package func remove(_ name: String, in folder: Folder) throws(QueueError) -> Bool {
        let file = path(folder, name)
        if unlink(file) == 0 { return true }
        if errno == ENOENT { return false }
        throw .system("unlink", file)
    }

    /// How many names the file has (`st_nlink`): more than one while it is also linked into another folder.
    package func linkCount(_ name: String, in folder: Folder) throws(QueueError) -> Int {
        var info = stat()
        guard lstat(path(folder, name), &info) == 0 else { throw .system("lstat", path(folder, name)) }
        return Int(info.st_nlink)
    }

    /// Reads a file (a claimed one, by default) without following symlinks and without reading past `limit`
    /// bytes, so a huge or hostile file costs nothing. Throws `not_regular_file` or `too_large`.
    package func read(_ key: String, in folder: Folder = .processing, limit: Int) throws(QueueError) -> Data {
        try Self.readRegularFile(path(folder, key), limit: limit)
    }

    /// The same read for any path (`enqueue FILE`): a FIFO, device or symlink is refused, never waited on.
    package static func readRegularFile(_ file: String, limit: Int) throws(QueueError) -> Data {
        // O_NONBLOCK: a FIFO opened for reading would otherwise wait for a writer forever.
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ELOOP { throw QueueError(code: .notRegularFile, message: "\(file) is a symbolic link") }
            throw .system("open", file)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system("fstat", file) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw QueueError(code: .notRegularFile, message: "\(file) is not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw QueueError(code: .tooLarge, message: "\(file) is \(info.st_size) bytes; the limit is \(limit)")
        }
        var data = Data(count: Int(info.st_size))
        var total = 0
        let size = data.count
        let failed = data.withUnsafeMutableBytes { buffer -> Bool in
            while total < size {
                let n = Glibc.read(descriptor, buffer.baseAddress! + total, size - total)
                if n < 0 { if errno == EINTR { continue }; return true }
                if n == 0 { break }
                total += n
            }
            return false
        }
        if failed { throw .system("read", file) }
        return data.prefix(total)
    }

    static func writeDurably(_ data: Data, to file: String) throws(QueueError) {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system("open", file) }
        defer { close(descriptor) }
        let failed = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; return true }
                offset += n
            }
            return false
        }
        if failed { let e = errno; unlink(file); throw .system("write", file, errno: e) }
        guard fsync(descriptor) == 0 else { let e = errno; unlink(file); throw .system("fsync", file, errno: e) }
    }

    /// fsync on the directory makes a completed rename or link survive a power loss.
    static func syncDirectory(_ directory: String) throws(QueueError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("open", directory) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .system("fsync", directory) }
    }
}
