import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An open file descriptor, closed when the value goes away. POSIX calls rather than FileHandle
/// because saves need `O_EXCL`, `fsync`, positioned writes and a non-blocking open.
struct PosixFile: ~Copyable {
    let descriptor: Int32
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens an existing regular file. `O_NONBLOCK` keeps a FIFO from blocking the open; anything
    /// that is not a regular file is refused before a byte is read.
    static func openForReading(_ url: URL) throws(SaveArchiveError) -> PosixFile {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: url.path, reason: systemReason()) }
        let file = PosixFile(descriptor: descriptor, path: url.path)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path: url.path, reason: systemReason()) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notARegularFile(path: url.path, kind: kindName(type)) }
        return file
    }

    /// Creates a new file; fails if anything already has that name, so a temp name is never shared.
    static func createNew(_ url: URL) throws(SaveArchiveError) -> PosixFile {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: systemReason()) }
        return PosixFile(descriptor: descriptor, path: url.path)
    }

    func size() throws(SaveArchiveError) -> UInt64 {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(path: path, reason: systemReason()) }
        return UInt64(info.st_size)
    }

    func seek(to offset: UInt64) throws(SaveArchiveError) {
        guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else {
            throw .cannotRead(path: path, reason: systemReason())
        }
    }

    /// Reads until `count` bytes arrived or the file ended; returns how many arrived.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws(SaveArchiveError) -> Int {
        var total = 0
        while total < count {
            let got = Glibc.read(descriptor, buffer + total, count - total)
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: systemReason())
            }
            total += got
        }
        return total
    }

    /// Reads up to `count` bytes from the current position.
    func readBytes(count: Int) throws(SaveArchiveError) -> [UInt8] {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        defer { buffer.deallocate() }
        let got = try read(into: buffer, count: count)
        return Array(UnsafeBufferPointer(start: buffer, count: got))
    }

    func write(_ buffer: UnsafePointer<UInt8>, count: Int) throws(SaveArchiveError) {
        var written = 0
        while written < count {
            let done = Glibc.write(descriptor, buffer + written, count - written)
            if done < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: systemReason())
            }
            written += done
        }
    }

    /// Writes all of `bytes` at the current position.
    func write(_ bytes: [UInt8]) throws(SaveArchiveError) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(SaveArchiveError) in
            guard let base = buffer.baseAddress else { return }
            try write(base, count: buffer.count)
        }
    }

    func write(_ bytes: [UInt8], at offset: UInt64) throws(SaveArchiveError) {
        try seekForWriting(to: offset)
        try write(bytes)
    }

    func sync() throws(SaveArchiveError) {
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, reason: systemReason()) }
    }

    /// Flushes a directory entry change (a create, rename or unlink) to disk.
    static func syncDirectory(_ url: URL) throws(SaveArchiveError) {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: systemReason()) }
        let directory = PosixFile(descriptor: descriptor, path: url.path)
        try directory.sync()
    }

    /// Flushes a file that was written through another handle (SQLite's) to disk.
    static func syncFile(_ url: URL) throws(SaveArchiveError) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: systemReason()) }
        let file = PosixFile(descriptor: descriptor, path: url.path)
        try file.sync()
    }

    private func seekForWriting(to offset: UInt64) throws(SaveArchiveError) {
        guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else {
            throw .cannotWrite(path: path, reason: systemReason())
        }
    }

    /// How a message names a file type that is not a regular file.
    static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
        }
    }
}
