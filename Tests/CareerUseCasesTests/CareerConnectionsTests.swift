@testable import CareerUseCases
import DataManaging
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GRDB
@testable import Persistence
import Testing
import TestSupport

/// A career is opened and checked once a session: again only when something else changed its file.
struct CareerConnectionsTests {
    @Test func readsAndWritesOfASessionShareOneCheckedConnection() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest())
            _ = try await manager.listCareers()
            _ = try await manager.careerSummary(careerId: "owls")
            _ = try await manager.leagueOverview(careerId: "owls")
            _ = try await manager.advance(careerId: "owls", .matchDays(1))
            _ = try await manager.nextMatchDay(careerId: "owls")
            #expect(manager.connections.checkedOpens == 1)
        }
    }

    @Test func aWriteFromAnotherConnectionIsCheckedBeforeTheNextCall() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await sessionAfterOneRead(directory)
            let outsider = try DatabaseQueue(path: CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try outsider.write { db in try db.execute(sql: "UPDATE division SET tier = 0") }
            try outsider.close()
            await #expect(throws: DataError.self) { try await manager.careerSummary(careerId: "owls") }
            #expect(manager.connections.checkedOpens == 2)
        }
    }

    @Test func anotherFilePutInItsPlaceIsOpenedAfresh() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await sessionAfterOneRead(directory)
            let other = directory.appendingPathComponent("elsewhere", isDirectory: true)
            let badgers = try await fixtureManager(other).createNewCareer(ownersRequest(teamId: "t-badgers"))
            // As an import with --replace puts a save in place: a rename over the career's name.
            let moved = rename(CareerDatabase.fileURL(slot: "owls", in: other).path,
                               CareerDatabase.fileURL(slot: "owls", in: directory).path)
            try #require(moved == 0)
            #expect(try await manager.careerSummary(careerId: "owls").clubName == badgers.summary.clubName)
            #expect(manager.connections.checkedOpens == 2)
        }
    }

    /// SQLite checkpoints and deletes the log on closing only while the database file is unmoved, so the stale
    /// connection the session drops never takes the new file's log with it.
    @Test func closingTheStaleConnectionLeavesTheNewFilesLogAlone() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = try await sessionAfterOneRead(directory)
            let other = directory.appendingPathComponent("elsewhere", isDirectory: true)
            let otherManager = fixtureManager(other)
            _ = try await otherManager.createNewCareer(ownersRequest())
            // Its day stays in its write-ahead log: the other session keeps the career open.
            _ = try await otherManager.advance(careerId: "owls", .matchDays(1))
            let source = CareerDatabase.fileURL(slot: "owls", in: other).path
            let target = CareerDatabase.fileURL(slot: "owls", in: directory).path
            try #require((try? FileManager.default.attributesOfItem(atPath: source + "-wal")[.size] as? Int) ?? 0 > 0)
            // As an import with --replace installs a save: the database and its log renamed over the career's.
            for suffix in ["-wal", ""] { try #require(rename(source + suffix, target + suffix) == 0) }
            #expect(try await manager.nextMatchDay(careerId: "owls").matchDay == 2)
        }
    }

    /// A manager that created career "owls" and read it once: its connection open and checked.
    private func sessionAfterOneRead(_ directory: URL) async throws -> SQLiteDataManager {
        let manager = fixtureManager(directory)
        _ = try await manager.createNewCareer(ownersRequest())
        _ = try await manager.careerSummary(careerId: "owls")
        return manager
    }
}
