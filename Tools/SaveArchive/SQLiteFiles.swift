import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A database is its main file plus the journal files SQLite keeps beside it; they move and go
/// away together, or a stale write-ahead log would be replayed onto the wrong database.
enum SQLiteFiles {
    static let sidecarSuffixes = ["-wal", "-shm", "-journal"]

    static func paths(of url: URL) -> [String] {
        [url.path] + sidecarSuffixes.map { url.path + $0 }
    }

    /// Whether anything (a file, a directory, a dangling link) has this name.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether a database, or a write-ahead log that would be replayed into one, is at `url`.
    static func isOccupied(_ url: URL) -> Bool {
        exists(url.path) || exists(url.path + "-wal")
    }

    static func remove(_ url: URL) {
        for path in paths(of: url) { unlink(path) }
    }

    /// Renames the database and each journal file present; on failure renames back what moved.
    static func move(_ source: URL, to destination: URL) throws(SaveArchiveError) {
        var moved: [(String, String)] = []
        for (from, to) in zip(paths(of: source), paths(of: destination)) where exists(from) {
            guard rename(from, to) == 0 else {
                let failure = systemReason()
                for (back, forth) in moved.reversed() { rename(forth, back) }
                throw .cannotWrite(path: to, reason: failure)
            }
            moved.append((from, to))
        }
    }
}
