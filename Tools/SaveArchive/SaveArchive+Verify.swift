import Foundation

extension SaveArchive {
    /// Runs every import check on `file` (header, sizes, limits, stream, payload CRC, SQLite header,
    /// integrity check, identity, migration) in a scratch database inside `scratchDirectory`,
    /// then removes the scratch database: nothing is installed.
    public static func verify(_ file: URL, policy: SaveArchivePolicy,
                              scratchDirectory: URL = FileManager.default.temporaryDirectory)
        throws(SaveArchiveError) -> VerifiedSave {
        recoverInterrupted(in: scratchDirectory)
        let staged = try stage(file, in: scratchDirectory, named: "verify", policy: policy)
        SQLiteFiles.remove(staged.url)
        return staged.save
    }

    /// A database inflated from a save that passed every check, waiting under a hidden name.
    struct StagedDatabase {
        let url: URL
        let save: VerifiedSave
    }

    /// Inflates `file` into a new hidden database in `directory` (beside where it will be installed,
    /// so installing is a rename) and runs every check; on any failure the database is removed.
    static func stage(_ file: URL, in directory: URL, named name: String,
                      policy: SaveArchivePolicy) throws(SaveArchiveError) -> StagedDatabase {
        let source = try PosixFile.openForReading(file)
        let header = try readHeader(of: source)
        try policy.admit(header)
        let staged = WorkFileName.make(.staging, for: name, in: directory)
        do {
            try inflatePayload(of: source, header: header, into: staged)
            let migratedFrom = try checkDatabase(staged, header: header, policy: policy)
            try PosixFile.syncFile(staged)
            return StagedDatabase(url: staged, save: VerifiedSave(header: header, migratedFromSchemaVersion: migratedFrom))
        } catch {
            SQLiteFiles.remove(staged)
            throw error
        }
    }

    private static func inflatePayload(of source: borrowing PosixFile, header: SaveHeader,
                                       into staged: URL) throws(SaveArchiveError) {
        let output = try PosixFile.createNew(staged)
        let result = try Inflater.inflate(source, compressedSize: header.compressedSize,
                                          declaredRawSize: header.rawSize, into: output)
        guard result.streamCRC32 == header.streamCRC32 else {
            throw .streamChecksumMismatch(stored: header.streamCRC32, computed: result.streamCRC32)
        }
        guard result.rawCRC32 == header.payloadCRC32 else {
            throw .payloadChecksumMismatch(stored: header.payloadCRC32, computed: result.rawCRC32)
        }
        guard result.leadingBytes == PayloadDatabase.sqliteMagic else { throw .notSQLite }
    }

    /// Integrity, identity, migration, then the policy's content check, whose summary must be the header's.
    /// Returns the schema version migrated from, if any.
    private static func checkDatabase(_ staged: URL, header: SaveHeader,
                                      policy: SaveArchivePolicy) throws(SaveArchiveError) -> Int? {
        let migratedFrom = try checkIdentityAndMigrate(staged, header: header, policy: policy)
        guard let validate = policy.validate else { return migratedFrom }
        let summary: SaveSummary
        do {
            summary = try validate(staged)
        } catch {
            throw .contentRejected(reason(of: error))
        }
        // What `inspect` shows of a save must be what importing it installs.
        guard summary.describesSameCareer(as: header.summary) else {
            throw .headerDisagreesWithDatabase("the summary says \(header.summary.careerLine), the database holds \(summary.careerLine)")
        }
        // The check may have opened the file in WAL mode: it must stand alone again. It only read the file,
        // which passed `integrity_check` already.
        let sealed = try PayloadDatabase.seal(staged)
        guard sealed == .init(applicationID: policy.applicationID, schemaVersion: policy.currentSchemaVersion) else {
            throw .contentRejected("the content check changed the database to schema \(sealed.schemaVersion)")
        }
        return migratedFrom
    }

    /// Integrity, then identity against the policy and the header, then migration of an older
    /// schema (checked again afterwards). Returns the schema version migrated from, if any.
    private static func checkIdentityAndMigrate(_ staged: URL, header: SaveHeader,
                                                policy: SaveArchivePolicy) throws(SaveArchiveError) -> Int? {
        let found = try PayloadDatabase.checkAndSeal(staged)
        guard found.applicationID == policy.applicationID else {
            throw .applicationIDMismatch(found: found.applicationID, expected: policy.applicationID)
        }
        guard found.schemaVersion == header.schemaVersion else {
            throw .headerDisagreesWithDatabase(
                "header declares schema \(header.schemaVersion), database has \(found.schemaVersion)")
        }
        guard found.schemaVersion < policy.currentSchemaVersion, let migrate = policy.migrate else { return nil }
        let target = policy.currentSchemaVersion
        do {
            try migrate(staged)
        } catch {
            throw .migrationFailed(from: found.schemaVersion, to: target, reason: reason(of: error))
        }
        let migrated = try PayloadDatabase.checkAndSeal(staged)
        guard migrated == .init(applicationID: policy.applicationID, schemaVersion: target) else {
            throw .migrationFailed(from: found.schemaVersion, to: target,
                                   reason: "database is at schema \(migrated.schemaVersion) afterwards")
        }
        return found.schemaVersion
    }
}
