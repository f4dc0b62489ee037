import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a career file and the files SQLite reads beside it look like to the file system: device and inode, size,
/// and the times of the last change to their bytes (`mtime`) and to anything about them (`ctime`, which no program
/// can set back). Any write to one of them, another file put in their place, or a companion appearing — a rollback
/// journal SQLite would play back on its first read, a log, its shared memory — gives another fingerprint, so
/// the career is checked in full (issue #38).
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
    /// Each nil when missing or empty: an empty companion holds nothing the file does not. The game closes a
    /// career with none of them (SQLite folds the log in and removes it and its shared memory).
    let log: Stat?
    let journal: Stat?
    let sharedMemory: Stat?

    init?(careerAt url: URL) {
        guard let file = Stat(path: url.path) else { return nil }
        self.file = file
        let companion = { (suffix: String) in Stat(path: url.path + suffix).flatMap { $0.size > 0 ? $0 : nil } }
        log = companion("-wal")
        journal = companion("-journal")
        sharedMemory = companion("-shm")
    }
}
