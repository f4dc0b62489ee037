import Foundation
import GRDB
import Testing
@testable import SaveArchive

@Suite("Install")
struct InstallTests {
    @Test("an existing career is never overwritten without replace")
    func refusesExisting() throws {
        let fixture = try SaveFixture()
        let before = try Data(contentsOf: fixture.career)
        let listing = try fixture.directory.listing()
        #expect(throws: SaveArchiveError.targetExists(path: fixture.career.path)) {
            try SaveArchive.install(fixture.save, as: fixture.career, replace: false, policy: SaveFixture.policy)
        }
        #expect(try Data(contentsOf: fixture.career) == before)
        #expect(try fixture.directory.listing() == listing)
    }

    @Test("replace never moves aside something that is not a database file")
    func refusesToReplaceDirectory() throws {
        let fixture = try SaveFixture(players: 10)
        let folder = fixture.directory.file("folder.sqlite")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(throws: SaveArchiveError.notARegularFile(path: folder.path, kind: "a directory")) {
            try SaveArchive.install(fixture.save, as: folder, replace: true, policy: SaveFixture.policy)
        }
        #expect(try fixture.directory.listing() == ["career.sqlite", "folder.sqlite", "source.sqlite", "source.sssave"])
    }

    @Test("replace installs the new career and leaves no backup once it is confirmed")
    func replaces() throws {
        let fixture = try SaveFixture()
        let report = try SaveArchive.install(fixture.save, as: fixture.career, replace: true, policy: SaveFixture.policy)
        #expect(report.replacedExisting)
        #expect(try FixtureDatabase.dump(fixture.career) == FixtureDatabase.dump(fixture.database))
        #expect(try fixture.directory.listing() == ["career.sqlite", "source.sqlite", "source.sssave"])
    }

    @Test("the old career is kept as a backup until the new one is confirmed, and restored if it is not")
    func backupUntilConfirmed() throws {
        let fixture = try SaveFixture()
        let oldBytes = try Data(contentsOf: fixture.career)
        let oldTables = try FixtureDatabase.dump(fixture.career)
        var sawBackup = false
        let refusal = SaveArchiveError.headerDisagreesWithDatabase("confirmation refused")
        #expect(throws: SaveArchiveError.installFailed(refusal.message)) {
            try SaveArchive.install(fixture.save, as: fixture.career, replace: true, policy: SaveFixture.policy) { (installed) throws(SaveArchiveError) in
                // At this point the new database is in place and the old one is under a backup name.
                let backups = try? fixture.directory.listing().filter { $0.hasPrefix(".career.sqlite.backup-") }
                if let backup = backups?.first {
                    sawBackup = (try? Data(contentsOf: fixture.directory.file(backup))) == oldBytes
                }
                #expect((try? FixtureDatabase.dump(installed)) == (try? FixtureDatabase.dump(fixture.database)))
                throw refusal
            }
        }
        #expect(sawBackup)
        #expect(try Data(contentsOf: fixture.career) == oldBytes)
        #expect(try FixtureDatabase.dump(fixture.career) == oldTables)
        #expect(try fixture.directory.listing() == ["career.sqlite", "source.sqlite", "source.sssave"])
    }

    @Test("a career in WAL mode moves to the backup with its log, so the log is never replayed onto the import")
    func walSidecarsMoveTogether() throws {
        let fixture = try SaveFixture()
        let live = fixture.directory.file("live.sqlite")
        try FixtureDatabase.create(at: live, seed: 5, players: 30, wal: true)
        // A leftover log holding committed data, as a crash would leave it.
        let walBytes = try {
            let pool = try DatabasePool(path: live.path)
            try pool.write { db in try db.execute(sql: "DELETE FROM player") }
            return try Data(contentsOf: URL(fileURLWithPath: live.path + "-wal"))
        }()
        try Data(walBytes).write(to: URL(fileURLWithPath: live.path + "-wal"))
        _ = try SaveArchive.install(fixture.save, as: live, replace: true, policy: SaveFixture.policy)
        #expect(try FixtureDatabase.dump(live) == FixtureDatabase.dump(fixture.database))
        #expect(!FileManager.default.fileExists(atPath: live.path + "-wal"))
    }

    @Test("an older schema is migrated by the policy's closure before it is installed")
    func migrates() throws {
        let directory = try TemporaryDirectory()
        let old = try FixtureDatabase.create(at: directory.file("old.sqlite"), schemaVersion: 2, players: 20)
        let save = directory.file("old.sssave")
        let v2 = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID, currentSchemaVersion: 2)
        _ = try SaveArchive.export(database: old, to: save, policy: v2) { _ in SaveFixture.summary }

        struct NotMigrated: Error {}
        let v3 = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID, currentSchemaVersion: 3, migrate: { url in
            try DatabaseQueue(path: url.path).write { db in
                try db.execute(sql: "ALTER TABLE club ADD COLUMN nickname TEXT; PRAGMA user_version = 3")
            }
        }, validate: { url in
            // The content check runs on the migrated database.
            guard try FixtureDatabase.identity(url).schemaVersion == 3 else { throw NotMigrated() }
            return SaveFixture.summary
        })
        let target = directory.file("career.sqlite")
        let report = try SaveArchive.install(save, as: target, replace: false, policy: v3)
        #expect(report.save.migratedFromSchemaVersion == 2)
        #expect(try FixtureDatabase.identity(target) == (FixtureDatabase.applicationID, 3))
        let columns = try DatabaseQueue(path: target.path).read { db in try db.columns(in: "club").map(\.name) }
        #expect(columns.contains("nickname"))
        #expect(try directory.listing() == ["career.sqlite", "old.sqlite", "old.sssave"])
    }

    @Test("a migration that fails or leaves the old version installs nothing")
    func failedMigration() throws {
        let fixture = try SaveFixture(players: 20)
        let old = try FixtureDatabase.create(at: fixture.directory.file("old.sqlite"), schemaVersion: 2, players: 20)
        let save = fixture.directory.file("old.sssave")
        let v2 = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID, currentSchemaVersion: 2)
        _ = try SaveArchive.export(database: old, to: save, policy: v2) { _ in SaveFixture.summary }

        struct Broken: Error, CustomStringConvertible { var description: String { "no such column: wages" } }
        let failing = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID, currentSchemaVersion: 3) { _ in
            throw Broken()
        }
        #expect(try fixture.rejection(of: save, policy: failing)
                == .migrationFailed(from: 2, to: 3, reason: "no such column: wages"))
        let forgetful = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID, currentSchemaVersion: 3) { _ in }
        #expect(try fixture.rejection(of: save, policy: forgetful)
                == .migrationFailed(from: 2, to: 3, reason: "database is at schema 2 afterwards"))
    }

    @Test("content the policy's check refuses is not installed, and the check sees the staged database")
    func contentCheck() throws {
        let fixture = try SaveFixture(players: 20)
        // The refusal names the tables the check found, which shows it read the staged database.
        struct NoLeague: Error, CustomStringConvertible {
            let tables: [String]
            var description: String { "no league table among \(tables.joined(separator: ", "))" }
        }
        let picky = SaveArchivePolicy(applicationID: FixtureDatabase.applicationID,
                                      currentSchemaVersion: FixtureDatabase.schemaVersion, validate: { url in
            throw NoLeague(tables: try FixtureDatabase.dump(url).keys.sorted())
        })
        #expect(try fixture.rejection(of: fixture.save, policy: picky)
                == .contentRejected("no league table among club, event, player"))
    }

    @Test("a save that fails verification never moves the existing career aside")
    func failedVerificationKeepsCareer() throws {
        let fixture = try SaveFixture()
        var bytes = fixture.bytes
        bytes[bytes.count - 1] ^= 0x01  // the Adler-32 of the stream
        let error = try fixture.rejection(of: fixture.write(bytes))
        #expect(error == .streamDamaged("incorrect data check"))
    }
}
