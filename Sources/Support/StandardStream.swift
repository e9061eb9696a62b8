#if canImport(Glibc)
import Glibc
#endif

/// Standard output and error as a command writes them: whole buffers through `write(2)`, retried when a signal
/// interrupts, and quietly dropped when the reader has gone (a log piped into `head`, a closed terminal). With
/// SIGPIPE ignored (`main` does), that reader going away must not end a run in the middle of its jobs, and
/// Foundation's `FileHandle.write(_:)` would stop the process on the error instead.
package enum StandardStream {
    case output, error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    package func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in write(UnsafeRawBufferPointer(bytes)) }
    }

    package func write(_ bytes: some Collection<UInt8>) {
        let buffer = Array(bytes)
        buffer.withUnsafeBytes { write($0) }
    }

    private func write(_ buffer: UnsafeRawBufferPointer) {
        guard let start = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, start + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return  // EPIPE, EBADF, ENOSPC: the reader or the file is gone; the command goes on without it
            }
            offset += written
        }
    }
}
