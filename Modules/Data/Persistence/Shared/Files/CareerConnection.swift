import DataManaging
import Foundation
import GRDB

/// Opens an existing career file only once it proves to be a sound career this game can read, and brings
/// an older schema up to date first. A foreign or newer file is refused before anything is written to it.
enum CareerConnection {
    /// Runs `body` on the checked career file at `url`. Every failure becomes a `DataError` naming the slot.
    /// `checkingIntegrity` adds `integrity_check`: for a file met for the first time (listing, import),
    /// not for each read of a career already open — it costs a pass over the whole file.
    package static func read<T>(_ url: URL, checkingIntegrity: Bool, _ body: (Database) throws -> T) throws(DataError) -> T {
        let queue = try open(url, checkingIntegrity: checkingIntegrity, checkingReferences: checkingIntegrity)
        return try run(slot: CareerDatabase.slot(of: url), otherFailure: unreadable) { try queue.read(body) }
    }

    /// A new connection to `url`, checked: the file's type, its schema (then migrated when older), every value
    /// and, with `checkingReferences`, every id.
    static func open(_ url: URL, checkingIntegrity: Bool, checkingReferences: Bool) throws(DataError) -> DatabaseQueue {
        let slot = CareerDatabase.slot(of: url)
        guard FileManager.default.fileExists(atPath: url.path) else { throw .careerNotFound(slot) }
        if let problem = SQLiteFileHeader.problem(at: url) { throw .careerUnreadable(slot: slot, reason: problem) }
        return try run(slot: slot, otherFailure: unreadable) {
            // A file the user may read but not write is still listed and shown; SQLite must not try to write it.
            let readOnly = ReadOnlyCareerFile.isReadOnly(url)
            let configuration = configuration(readOnly: readOnly)
            let stranded = StrandedLog.isStranded(url)
            let queue = try stranded
                ? StrandedLog.inMemory(url, configuration: configuration)
                : DatabaseQueue(path: url.path, configuration: configuration)
            // A writable career of the current schema met with every check asked is checked on two connections at
            // once (`SplitFirstCheck`); any other (older, read-only, stranded) one pass after the other on this one.
            if checkingIntegrity && checkingReferences && !readOnly && !stranded,
               try queue.read({ db in try Int.fetchOne(db, sql: "PRAGMA user_version") }) == CareerDatabase.schemaVersion,
               let side = try? DatabaseQueue(path: url.path, configuration: sideConfiguration()) {
                try SplitFirstCheck.check(queue, sidePasses: side)
                return queue
            }
            // No value is decoded before its column's storage class is checked: a migration reads old values.
            let current = try checkedVersion(of: queue, checkingIntegrity: checkingIntegrity) == CareerDatabase.schemaVersion
            if !current {
                try queue.read(CareerContentCheck.checkStorageClasses)
                try CareerSchema.migrator.migrate(queue)
            }
            try queue.read { db in
                try CareerContentCheck.check(db, checkingReferences: checkingReferences, storageClasses: current)
            }
            return queue
        }
    }

    /// A connection to `url` as `CheckedCareerLedger` knows it, unchanged since it was checked in full: only that it
    /// is a career of the game's schema version is looked at; one that would need migrating is refused (it was
    /// current when checked), and the caller checks it in full instead.
    static func openUnchanged(_ url: URL) throws -> DatabaseQueue {
        if let problem = SQLiteFileHeader.problem(at: url) { throw CareerFileRejection(reason: problem) }
        let queue = try DatabaseQueue(path: url.path, configuration: configuration(readOnly: false))
        guard try queue.read(careerVersion) == CareerDatabase.schemaVersion else {
            throw CareerFileRejection(reason: UnreadableReason.notCareer)
        }
        return queue
    }

    /// Runs `work`, passing a `DataError` on and turning a refusal or an invalid stored value into
    /// `.careerUnreadable`; anything else becomes `otherFailure`.
    package static func run<T>(slot: String, otherFailure: (String, any Error) -> DataError,
                               _ work: () throws -> T) throws(DataError) -> T {
        do {
            return try work()
        } catch let error as DataError {
            throw error
        } catch let rejection as CareerFileRejection {
            throw .careerUnreadable(slot: slot, reason: rejection.reason)
        } catch let invalid as StoredValueError {
            throw .careerUnreadable(slot: slot, reason: UnreadableReason.invalidData(invalid.message))
        } catch {
            throw otherFailure(slot, error)
        }
    }

    package static func unreadable(slot: String, error: any Error) -> DataError {
        .careerUnreadable(slot: slot, reason: DatabaseFailure.reason(for: error))
    }

    private static func configuration(readOnly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        // A game writing its career meanwhile holds the lock only briefly; WAL lets readers through anyway.
        configuration.busyMode = .timeout(2)
        // In WAL mode NORMAL syncs at checkpoints, not at every commit: a killed game loses nothing it
        // committed, and a power cut can only take back the last match days, never corrupt the file
        // (Modules/DECISIONS.md 15).
        // Temporary storage in memory: a statement rewriting rows spread over a grown file (a season-20 career's
        // active players sit among its retired ones) journals more pages than SQLite keeps in memory by default, and
        // the journal spilled to a temporary file: four of five writes of a season-20 season (84,494 `pwrite`s
        // against 16,304), none at season 1.
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
        }
        ContentCheckFunctions.install(in: &configuration)
        return configuration
    }

    /// A second connection to a career a first one is checking: it only reads.
    private static func sideConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(2)
        return configuration
    }

    /// The file's schema version, after checking (its integrity, when asked) that it is a career, that it
    /// is not newer, and that its schema is exactly the game's for that version (before any migration
    /// writes to it, so a trigger it brings never runs).
    static func checkedVersion(of queue: DatabaseQueue, checkingIntegrity: Bool) throws -> Int {
        try queue.read { db in
            if checkingIntegrity { try checkIntegrity(db) }
            let version = try careerVersion(db)
            guard version <= CareerDatabase.schemaVersion else {
                throw CareerFileRejection(reason: UnreadableReason.newerSchema(version))
            }
            try CareerSchemaCheck.check(db, version: version)
            return version
        }
    }

    /// The file's schema version; throws unless it says it is a career of this game.
    private static func careerVersion(_ db: Database) throws -> Int {
        guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == CareerDatabase.applicationID else {
            throw CareerFileRejection(reason: UnreadableReason.notCareer)
        }
        return try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    }

    /// Throws unless SQLite's `integrity_check` finds the file sound: a pass over the whole file. Not `quick_check`,
    /// which does not compare an index with its table: a file whose indexes were swapped passed it (issue #38), and
    /// import runs this one.
    static func checkIntegrity(_ db: Database) throws {
        if try String.fetchAll(db, sql: "PRAGMA integrity_check(1)") != ["ok"] {
            throw CareerFileRejection(reason: UnreadableReason.damaged)
        }
    }
}
