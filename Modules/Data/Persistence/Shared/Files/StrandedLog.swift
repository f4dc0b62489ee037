import Foundation
import GRDB

/// A career in WAL mode in a folder the game may not write, with no shared-memory index beside it: SQLite must
/// create the index (and the log) in the folder to read the file at all, and may not. Such a career is read from a
/// private copy of the file and its log, if any (a game killed mid-write), in a temporary folder where SQLite may
/// create what it needs; nothing is written beside the career.
package enum StrandedLog {
    package static func isStranded(_ url: URL) -> Bool {
        let manager = FileManager.default
        return ReadOnlyCareerFile.folderIsReadOnly(url) && !manager.fileExists(atPath: url.path + "-shm")
            && SQLiteFileHeader.isWAL(at: url)
    }

    /// Runs `body` on a copy of `url` and its log in a fresh temporary folder, removed when `body` returns.
    package static func withCopy<T>(of url: URL, _ body: (URL) throws -> T) throws -> T {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("supersoccer-read-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? manager.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(url.lastPathComponent)
        try manager.copyItem(atPath: url.path, toPath: copy.path)
        if manager.fileExists(atPath: url.path + "-wal") {
            try manager.copyItem(atPath: url.path + "-wal", toPath: copy.path + "-wal")
        }
        return try body(copy)
    }

    /// The career with its log applied, held in memory for the session: the copy on disk is gone when this returns.
    static func inMemory(_ url: URL, configuration: Configuration) throws -> DatabaseQueue {
        try withCopy(of: url) { copy in
            // The copy in memory is filled by the backup; the career's own read-only refusal keeps writes away.
            var configuration = configuration
            configuration.readonly = false
            let memory = try DatabaseQueue(configuration: configuration)
            try DatabaseQueue(path: copy.path).backup(to: memory)
            return memory
        }
    }
}
