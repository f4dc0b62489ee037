import Foundation
import GRDB
import Testing
@testable import SaveArchive

@Suite("Export then import")
struct RoundTripTests {
    @Test("an imported career equals the exported one, table by table and row by row")
    func roundTrip() throws {
        let fixture = try SaveFixture()
        let target = fixture.directory.file("imported.sqlite")
        let report = try SaveArchive.install(fixture.save, as: target, replace: false, policy: SaveFixture.policy)

        #expect(try FixtureDatabase.dump(target) == FixtureDatabase.dump(fixture.database))
        #expect(try FixtureDatabase.dump(target)["player"]?.count == 300)
        #expect(try FixtureDatabase.identity(target) == (FixtureDatabase.applicationID, FixtureDatabase.schemaVersion))
        #expect(report.replacedExisting == false)
        #expect(report.save.header == fixture.header)
        #expect(report.save.migratedFromSchemaVersion == nil)
        #expect(try fixture.directory.listing() == ["career.sqlite", "imported.sqlite", "source.sqlite", "source.sssave"])
    }

    @Test("every compression level round-trips and records its level", arguments: [0, 1, 9])
    func levels(level: Int) throws {
        let fixture = try SaveFixture(players: 60)
        let save = fixture.directory.file("level.sssave")
        let header = try SaveArchive.export(database: fixture.database, to: save, level: level,
                                            policy: SaveFixture.policy) { _ in SaveFixture.summary }.header
        #expect(header.compressionLevel == level)
        let target = fixture.directory.file("imported.sqlite")
        _ = try SaveArchive.install(save, as: target, replace: false, policy: SaveFixture.policy)
        #expect(try FixtureDatabase.dump(target) == FixtureDatabase.dump(fixture.database))
    }

    @Test("a WAL database with committed data still in its log exports that data")
    func walContent() throws {
        let directory = try TemporaryDirectory()
        let source = directory.file("live.sqlite")
        try FixtureDatabase.create(at: source, players: 20, wal: true)
        let live = try DatabasePool(path: source.path)
        try live.write { db in try db.execute(sql: "INSERT INTO club (id, name) VALUES (99, 'Late Signing FC')") }
        #expect(FileManager.default.fileExists(atPath: source.path + "-wal"))

        let save = directory.file("live.sssave")
        _ = try SaveArchive.export(database: source, to: save, policy: SaveFixture.policy) { _ in SaveFixture.summary }
        let target = directory.file("imported.sqlite")
        _ = try SaveArchive.install(save, as: target, replace: false, policy: SaveFixture.policy)
        let names = try DatabaseQueue(path: target.path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM club WHERE id = 99")
        }
        #expect(names == ["Late Signing FC"])
        #expect(!FileManager.default.fileExists(atPath: target.path + "-wal"))
    }

    @Test("an export taken while the game writes sees whole transactions only")
    func consistentSnapshot() async throws {
        let directory = try TemporaryDirectory()
        let source = directory.file("live.sqlite")
        try FixtureDatabase.create(at: source, players: 20, wal: true)
        let live = try DatabasePool(path: source.path)
        try await live.write { db in try db.execute(sql: "CREATE TABLE ledger (id INTEGER PRIMARY KEY, amount INTEGER)") }

        // Each transaction inserts +n and -n, so any consistent snapshot sums to zero with an even count.
        let writer = Task.detached {
            for amount in 1...400 {
                try await live.write { db in
                    try db.execute(sql: "INSERT INTO ledger (amount) VALUES (?), (?)", arguments: [amount, -amount])
                }
            }
        }
        var counts: [Int] = []
        for index in 0..<4 {
            let save = directory.file("snapshot\(index).sssave")
            _ = try SaveArchive.export(database: source, to: save, policy: SaveFixture.policy) { _ in SaveFixture.summary }
            let target = directory.file("snapshot\(index).sqlite")
            _ = try SaveArchive.install(save, as: target, replace: false, policy: SaveFixture.policy)
            let (count, sum) = try await DatabaseQueue(path: target.path).read { db in
                (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledger") ?? -1,
                 try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(amount), 0) FROM ledger") ?? -1)
            }
            #expect(count % 2 == 0)
            #expect(sum == 0)
            counts.append(count)
        }
        try await writer.value
        #expect(counts == counts.sorted())
    }
}
