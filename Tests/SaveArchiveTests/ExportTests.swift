import Foundation
import Testing
@testable import SaveArchive

@Suite("Export")
struct ExportTests {
    @Test("a failed export leaves an existing file under the final name untouched and no temp files")
    func failedExportIsAtomic() throws {
        let fixture = try SaveFixture(players: 20)
        let before = try Data(contentsOf: fixture.save)
        struct NoSummary: Error {}
        #expect(throws: SaveArchiveError.self) {
            try SaveArchive.export(database: fixture.database, to: fixture.save, policy: SaveFixture.policy) { _ in
                throw NoSummary()
            }
        }
        #expect(try Data(contentsOf: fixture.save) == before)
        #expect(try fixture.directory.listing() == ["career.sqlite", "source.sqlite", "source.sssave"])
    }

    @Test("export refuses a database the same policy would refuse to import")
    func refusesForeignDatabase() throws {
        let directory = try TemporaryDirectory()
        let stranger = try FixtureDatabase.create(at: directory.file("stranger.sqlite"), applicationID: 42, players: 5)
        let out = directory.file("out.sssave")
        #expect(throws: SaveArchiveError.applicationIDMismatch(found: 42, expected: FixtureDatabase.applicationID)) {
            try SaveArchive.export(database: stranger, to: out, policy: SaveFixture.policy) { _ in SaveFixture.summary }
        }
        let newer = try FixtureDatabase.create(at: directory.file("newer.sqlite"), schemaVersion: 9, players: 5)
        #expect(throws: SaveArchiveError.schemaVersionNewer(found: 9, supported: 3)) {
            try SaveArchive.export(database: newer, to: out, policy: SaveFixture.policy) { _ in SaveFixture.summary }
        }
        #expect(try directory.listing() == ["newer.sqlite", "stranger.sqlite"])
    }

    @Test("exporting a missing database fails without creating it")
    func missingDatabase() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.file("missing.sqlite")
        #expect(throws: SaveArchiveError.snapshotFailed("\(missing.path) does not exist")) {
            try SaveArchive.export(database: missing, to: directory.file("out.sssave"),
                                   policy: SaveFixture.policy) { _ in SaveFixture.summary }
        }
        #expect(try directory.listing().isEmpty)
    }

    @Test("a destination in a missing folder or naming a folder is refused before any snapshot")
    func badDestination() throws {
        let fixture = try SaveFixture(players: 10)
        let nowhere = fixture.directory.file("missing/out.sssave")
        #expect(throws: SaveArchiveError.cannotWrite(
            path: nowhere.path, reason: "its folder \(nowhere.deletingLastPathComponent().path) does not exist")) {
            try SaveArchive.export(database: fixture.database, to: nowhere, policy: SaveFixture.policy) { _ in SaveFixture.summary }
        }
        #expect(throws: SaveArchiveError.cannotWrite(path: fixture.directory.url.path, reason: "it is a directory")) {
            try SaveArchive.export(database: fixture.database, to: fixture.directory.url,
                                   policy: SaveFixture.policy) { _ in SaveFixture.summary }
        }
        #expect(try fixture.directory.listing() == ["career.sqlite", "source.sqlite", "source.sssave"])
    }

    @Test("the summary is read from the snapshot, and out-of-range levels are refused")
    func summaryFromSnapshotAndLevels() throws {
        let fixture = try SaveFixture(players: 20)
        let out = fixture.directory.file("out.sssave")
        var summarised: URL?
        _ = try SaveArchive.export(database: fixture.database, to: out, policy: SaveFixture.policy) { snapshot in
            summarised = snapshot
            return SaveFixture.summary
        }
        #expect(summarised != nil && summarised != fixture.database)
        for level in [-1, 10] {
            #expect(throws: SaveArchiveError.invalidCompressionLevel(level)) {
                try SaveArchive.export(database: fixture.database, to: out, level: level,
                                       policy: SaveFixture.policy) { _ in SaveFixture.summary }
            }
        }
        #expect(throws: SaveArchiveError.self) {
            try SaveArchive.export(database: fixture.database, to: fixture.database,
                                   policy: SaveFixture.policy) { _ in SaveFixture.summary }
        }
    }
}
