import DataManaging
import Foundation
import GRDB

/// Writes a new career file so that it appears under its final name complete or not at all: it is built
/// as `<slot>.sqlite.partial`, closed, then renamed; any failure removes the partial file.
enum CareerFileWriter {
    static func create(_ records: CareerRecordSet, at url: URL) throws(DataError) {
        let partial = url.appendingPathExtension("partial")
        removeWithSidecars(partial)
        do {
            try write(records, to: partial)
            try publish(partial, as: url)
        } catch {
            removeWithSidecars(partial)
            if let error = error as? DataError { throw error }
            throw .storage(DatabaseFailure.reason(for: error))
        }
    }

    private static func write(_ records: CareerRecordSet, to url: URL) throws {
        var configuration = Configuration()
        configuration.journalMode = .wal
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try CareerSchema.migrator.migrate(queue)
        try queue.write { db in try CareerStore.insert(records, into: db) }
        // Copy every page back from the WAL so that the closed file alone holds the whole career.
        try queue.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try queue.close()
    }

    private static func publish(_ partial: URL, as url: URL) throws {
        let files = FileManager.default
        guard !files.fileExists(atPath: url.path) else { throw DataError.slotTaken(CareerDatabase.slot(of: url)) }
        // Sidecars left by a deleted career of the same name would be replayed into the new file by SQLite.
        removeSidecars(of: url)
        try files.moveItem(at: partial, to: url)
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
