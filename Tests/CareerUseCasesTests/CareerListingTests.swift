@testable import CareerUseCases
import DataManaging
import Foundation
import GRDB
@testable import Persistence
import Testing
import TestSupport

struct CareerListingTests {
    @Test func brokenFilesAreListedWithTheirReasonBesideReadyCareers() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            let good = try await manager.createNewCareer(ownersRequest(slot: "good"))
            let real = CareerDatabase.fileURL(slot: "good", in: directory)
            let realBytes = try Data(contentsOf: real)

            try Data("just some notes\n".utf8).write(to: CareerDatabase.fileURL(slot: "x", in: directory))
            try realBytes.prefix(realBytes.count / 2).write(to: CareerDatabase.fileURL(slot: "truncated", in: directory))
            let newer = CareerDatabase.fileURL(slot: "newer", in: directory)
            try realBytes.write(to: newer)
            try setUserVersion(CareerDatabase.schemaVersion + 1, of: newer)
            let newerBytes = try Data(contentsOf: newer)
            try makeForeignDatabase(at: CareerDatabase.fileURL(slot: "foreign", in: directory))
            try Data().write(to: directory.appendingPathComponent("half.sqlite.partial"))
            let later = try await manager.createNewCareer(ownersRequest(slot: "zz-later", teamId: "t-yaks"))

            let expected = [
                CareerSlot(slot: "foreign", status: .unreadable(reason: "not a SuperSoccer career")),
                CareerSlot(slot: "good", status: .ready(good.summary)),
                CareerSlot(slot: "newer", status: .unreadable(
                    reason: "written by a newer version (schema \(CareerDatabase.schemaVersion + 1), this game reads up to \(CareerDatabase.schemaVersion))")),
                CareerSlot(slot: "truncated", status: .unreadable(reason: "file is truncated or damaged")),
                CareerSlot(slot: "x", status: .unreadable(reason: "not a SQLite database")),
                CareerSlot(slot: "zz-later", status: .ready(later.summary)),
            ]
            #expect(try await manager.listCareers() == expected)
            #expect(try Data(contentsOf: newer) == newerBytes, "a newer career is never written to")
            await #expect(throws: DataError.careerUnreadable(slot: "newer",
                                                             reason: "written by a newer version (schema \(CareerDatabase.schemaVersion + 1), this game reads up to \(CareerDatabase.schemaVersion))")) {
                try await manager.careerSummary(careerId: "newer")
            }
        }
    }

    @Test func damagedPagesAreCaughtByTheIntegrityCheck() async throws {
        try await withTemporaryDirectory { directory throws in
            let manager = fixtureManager(directory)
            _ = try await manager.createNewCareer(ownersRequest(slot: "good"))
            var bytes = try Data(contentsOf: CareerDatabase.fileURL(slot: "good", in: directory))
            // Scribble over the middle of the file but keep its length and header intact.
            let middle = bytes.count / 2
            bytes.replaceSubrange(middle..<middle + 4096, with: Data(repeating: 0xA5, count: 4096))
            try bytes.write(to: CareerDatabase.fileURL(slot: "scribbled", in: directory))

            let slots = try await manager.listCareers()
            #expect(slots.map(\.slot) == ["good", "scribbled"])
            #expect(slots[0].summary != nil)
            #expect(slots[1].status == .unreadable(reason: "file is truncated or damaged"))
        }
    }

    @Test func fileWithAnInvalidSlotNameIsListedAsUnreadable() async throws {
        try await withTemporaryDirectory { directory throws in
            try Data().write(to: directory.appendingPathComponent("my career.sqlite"))
            #expect(try await fixtureManager(directory).listCareers() == [
                CareerSlot(slot: "my career", status: .unreadable(reason: "the file name is not a valid slot name")),
            ])
        }
    }

    @Test func missingDataDirectoryListsNothingAndIsNotCreated() async throws {
        try await withTemporaryDirectory { directory throws in
            let missing = directory.appendingPathComponent("not-yet", isDirectory: true)
            #expect(try await fixtureManager(missing).listCareers().isEmpty)
            #expect(!FileManager.default.fileExists(atPath: missing.path))
        }
    }

    @Test func dataDirectoryThatIsAFileIsReported() async throws {
        try await withTemporaryDirectory { directory throws in
            let file = directory.appendingPathComponent("plain")
            try Data().write(to: file)
            await #expect(throws: DataError.dataDirectoryUnusable(path: file.path, reason: "its contents cannot be listed")) {
                try await fixtureManager(file).listCareers()
            }
        }
    }

    private func setUserVersion(_ version: Int, of url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = \(version)") }
        try queue.close()
    }

    private func makeForeignDatabase(at url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "PRAGMA application_id = 1234")
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
            try db.execute(sql: "INSERT INTO notes (body) VALUES ('hello')")
        }
        try queue.close()
    }
}
