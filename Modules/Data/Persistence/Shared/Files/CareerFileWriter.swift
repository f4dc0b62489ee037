import DataManaging
import Foundation
import GRDB

/// Writes a new career file so that it appears under its final name complete or not at all: it is built
/// as `<slot>.sqlite.<unique>.partial`, closed, then moved into place; any failure removes the partial file.
/// The unique part keeps two creators of the same slot from ever writing into one file. `then` runs in the
/// transaction that stores the records (the first day's messages).
package enum CareerFileWriter {
    package static func create(_ records: CareerRecordSet, at url: URL,
                       then: (Database) throws -> Void = { _ in }) throws(DataError) {
        let partial = url.appendingPathExtension(UUID().uuidString).appendingPathExtension("partial")
        do {
            try write(records, to: partial, then: then)
            try publish(partial, as: url)
        } catch {
            removeWithSidecars(partial)
            if let error = error as? DataError { throw error }
            throw .storage(DatabaseFailure.reason(for: error))
        }
    }

    private static func write(_ records: CareerRecordSet, to url: URL, then: (Database) throws -> Void) throws {
        var configuration = Configuration()
        configuration.journalMode = .wal
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try CareerSchema.migrator.migrate(queue)
        try queue.write { db in
            try CareerStore.insert(records, into: db)
            try then(db)
        }
        // Copy every page back from the WAL so that the closed file alone holds the whole career.
        try queue.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try queue.close()
    }

    /// Gives the finished file its final name without ever replacing a career that got there first.
    private static func publish(_ partial: URL, as url: URL) throws {
        let files = FileManager.default
        let taken = DataError.slotTaken(CareerDatabase.slot(of: url))
        guard !files.fileExists(atPath: url.path) else { throw taken }
        // Sidecars left by a deleted career of the same name would be replayed into the new file by SQLite.
        removeSidecars(of: url)
        do {
            // A hard link fails atomically when the name exists, where a rename would silently replace it.
            try files.linkItem(at: partial, to: url)
        } catch {
            guard !files.fileExists(atPath: url.path) else { throw taken }
            // File systems without hard links (FAT, some network shares) still allow the rename.
            try files.moveItem(at: partial, to: url)
            return
        }
        // The career is in place; the partial name is only a second link to it now.
        try? files.removeItem(at: partial)
    }

    private static func removeWithSidecars(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
        removeSidecars(of: url)
    }

    private static func removeSidecars(of url: URL) {
        for suffix in ["-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
    }
}
