import Foundation
import GRDB
import PrintableText

/// The SQLite side of a save: taking the snapshot, and checking a database file before it is trusted.
enum PayloadDatabase {
    static let sqliteMagic: [UInt8] = Array("SQLite format 3".utf8) + [0]

    struct Identity: Equatable {
        let applicationID: Int32
        let schemaVersion: Int
    }

    /// Writes a consistent copy of `source` to `snapshot` with `VACUUM INTO`: one read transaction,
    /// so a game writing at the same time is seen either before or after each of its transactions.
    static func snapshot(of source: URL, into snapshot: URL) throws(SaveArchiveError) {
        guard SQLiteFiles.exists(source.path) else { throw .snapshotFailed("\(source.path) does not exist") }
        var configuration = hardened
        configuration.readonly = true
        // A game in rollback-journal mode may hold a write lock for a moment; wait rather than fail.
        configuration.busyMode = .timeout(5)
        do {
            let queue = try DatabaseQueue(path: source.path, configuration: configuration)
            try queue.inDatabase { db in try db.execute(sql: "VACUUM INTO ?", arguments: [snapshot.path]) }
        } catch {
            throw .snapshotFailed(reason(of: error))
        }
    }

    /// Runs `PRAGMA integrity_check`, then `seal`s the file. For files from outside: an import.
    static func checkAndSeal(_ url: URL) throws(SaveArchiveError) -> Identity {
        try open(url) { db in
            let report = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            guard report == ["ok"] else {
                throw SaveArchiveError.integrityCheckFailed(
                    PrintableText.oneLine(report.first ?? "no result") + (report.count > 1 ? " (and \(report.count - 1) more)" : ""))
            }
            return try seal(db)
        }
    }

    /// Reads the identity and switches the file to rollback-journal mode, so it stands alone with no
    /// write-ahead log beside it (the game turns WAL back on). Enough for a snapshot SQLite itself
    /// just wrote (an export); every import runs the full check again.
    static func seal(_ url: URL) throws(SaveArchiveError) -> Identity {
        try open(url, seal)
    }

    private static func seal(_ db: Database) throws -> Identity {
        let identity = try identity(of: db)
        try db.execute(sql: "PRAGMA journal_mode = DELETE")
        return identity
    }

    private static func open(_ url: URL, _ body: (Database) throws -> Identity) throws(SaveArchiveError) -> Identity {
        do {
            return try DatabaseQueue(path: url.path, configuration: hardened).inDatabase(body)
        } catch let error as SaveArchiveError {
            throw error
        } catch {
            throw .integrityCheckFailed(reason(of: error))
        }
    }

    /// Reads the identity of an installed database without changing it.
    static func identity(ofFileAt url: URL) throws(SaveArchiveError) -> Identity {
        var configuration = hardened
        configuration.readonly = true
        do {
            return try DatabaseQueue(path: url.path, configuration: configuration).inDatabase(identity(of:))
        } catch {
            throw .cannotRead(path: url.path, reason: reason(of: error))
        }
    }

    private static func identity(of db: Database) throws -> Identity {
        Identity(applicationID: try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                 schemaVersion: try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0)
    }

    /// Schema from a save is not trusted: functions in views, triggers or defaults it declares
    /// must not run with the privileges of application-defined functions.
    private static var hardened: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA trusted_schema = OFF") }
        return configuration
    }
}
