import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

struct CareerFileTests {
    @Test func fileNameIsTheSlotWithTheSQLiteExtension() {
        let url = CareerDatabase.fileURL(slot: "my-career", in: URL(fileURLWithPath: "/data", isDirectory: true))
        #expect(url.path == "/data/my-career.sqlite")
        #expect(CareerDatabase.slot(of: url) == "my-career")
    }

    @Test func writtenFileIsAWALCareerWithNoSidecarsOrPartialLeft() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "fixture", in: directory)
            try CareerFileWriter.create(FixtureCareer.records, at: url)
            #expect(try fileNames(in: directory) == ["fixture.sqlite"])

            let header = try #require(try FileHandle(forReadingFrom: url).read(upToCount: 20))
            #expect(header[18] == 2 && header[19] == 2, "the header's read/write versions say WAL")
            let queue = try DatabaseQueue(path: url.path)
            try queue.read { db throws in
                #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
                #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == CareerDatabase.applicationID)
                #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == CareerDatabase.schemaVersion)
                #expect(try PlayerRecord.fetchCount(db) == FixtureWorld.players.count)
            }
        }
    }

    /// A day's statement journals stay in memory: spilled to temporary files they were most of a grown career's writes.
    @Test func aCareerConnectionSyncsAtCheckpointsAndKeepsTemporaryStorageInMemory() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "fixture", in: directory)
            try CareerFileWriter.create(FixtureCareer.records, at: url)
            let queue = try CareerConnection.open(url, checkingIntegrity: false, checkingReferences: false)
            try queue.read { db throws in
                #expect(try Int.fetchOne(db, sql: "PRAGMA synchronous") == 1, "NORMAL")
                #expect(try Int.fetchOne(db, sql: "PRAGMA temp_store") == 2, "MEMORY")
            }
        }
    }

    @Test func writerRefusesAnExistingFileAndLeavesIt() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "fixture", in: directory)
            try Data("precious".utf8).write(to: url)
            #expect(throws: DataError.slotTaken("fixture")) { try CareerFileWriter.create(FixtureCareer.records, at: url) }
            #expect(try Data(contentsOf: url) == Data("precious".utf8))
            #expect(try fileNames(in: directory) == ["fixture.sqlite"])
        }
    }

    @Test func staleSidecarsOfADeletedCareerAreNotReplayedIntoANewOne() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "fixture", in: directory)
            try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: url.path + "-wal"))
            try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: url.path + "-shm"))
            try CareerFileWriter.create(FixtureCareer.records, at: url)
            #expect(try fileNames(in: directory) == ["fixture.sqlite"])
            #expect(try CareerDatabase.summary(ofCareerAt: url).clubName == "Owls Athletic")
        }
    }

    @Test func summaryIsNamedAfterTheFileNotTheStoredId() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "renamed", in: directory)
            try CareerFileWriter.create(FixtureCareer.records, at: url)
            let summary = try CareerDatabase.summary(ofCareerAt: url)
            #expect(summary.careerId == "renamed")
            #expect(summary.coachName == "Olga Hoot")
        }
    }

    @Test func olderSchemaIsMigratedWhenOpened() async throws {
        try await withTemporaryDirectory { directory throws in
            // A career file from before the first migration: identified, but with no tables yet.
            let url = CareerDatabase.fileURL(slot: "old", in: directory)
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(CareerDatabase.applicationID)") }
            try queue.close()

            #expect(throws: DataError.careerUnreadable(slot: "old",
                                                       reason: "stored data is invalid: the career table has 0 rows, not 1")) {
                try CareerDatabase.summary(ofCareerAt: url)
            }
            let migrated = try DatabaseQueue(path: url.path)
            try migrated.read { db throws in
                #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == CareerDatabase.schemaVersion)
                #expect(try db.tableExists("player"))
            }
        }
    }

    @Test func olderFileWithTablesOfItsOwnIsRefusedUnmigrated() async throws {
        try await withTemporaryDirectory { directory throws in
            let url = CareerDatabase.fileURL(slot: "old", in: directory)
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in
                try db.execute(sql: "PRAGMA application_id = \(CareerDatabase.applicationID)")
                try db.execute(sql: "CREATE TABLE legacy (x INTEGER)")
            }
            try queue.close()

            #expect(throws: DataError.self) { try CareerDatabase.summary(ofCareerAt: url) }
            try DatabaseQueue(path: url.path).read { db throws in
                #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 0)
                #expect(try !db.tableExists("player"))
            }
        }
    }
}
