import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a career file and its write-ahead log look like to the file system: device and inode, size, and the
/// times of the last change to their bytes (`mtime`) and to anything about them (`ctime`, which no program can set
/// back). Any write to either file, or another file put in their place, gives another fingerprint.
struct FileFingerprint: Codable, Hashable, Sendable {
    struct Stat: Codable, Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int64
        let changed: Int64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }
    }

    let file: Stat
    /// Nil when the log is missing or empty: an empty log holds nothing the file does not.
    let log: Stat?

    init?(careerAt url: URL) {
        guard let file = Stat(path: url.path) else { return nil }
        self.file = file
        log = Stat(path: url.path + "-wal").flatMap { $0.size > 0 ? $0 : nil }
    }
}
