#if canImport(Glibc)
import Glibc
#endif

/// Which file a path names (device and inode): a run notices when the database at `--db` was deleted or
/// replaced under it, and stops before a job's outcome goes into a file nobody will open again.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// nil when nothing is at `path`.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
