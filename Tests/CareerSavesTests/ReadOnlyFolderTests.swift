import CareerSaves
import CareerUseCases
import DataManaging
import Foundation
import GRDB
import Persistence
import Testing

/// A career in a folder the game may not write, left as a killed game leaves it: a write-ahead log holding a
/// committed change and no shared-memory index. SQLite would have to create the index beside the file to read it;
/// the game reads a private copy instead, so the career lists, shows and exports with its last change, a write is
/// refused naming the folder, and the folder holds exactly what it held.
@Suite("Read-only folders")
struct ReadOnlyFolderTests {
    @Test func aCareerWithAStrandedLogListsShowsAndExportsButDoesNotAdvance() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let shelf = fixture.root.appendingPathComponent("shelf", isDirectory: true)
        try FileManager.default.createDirectory(at: shelf, withIntermediateDirectories: false)
        let file = CareerDatabase.fileURL(slot: "ada", in: shelf)
        try await strandLog(of: fixture.careerFile("ada"), into: file,
                            change: "UPDATE team_info SET name = 'Walton Wanderers' "
                                + "WHERE id = (SELECT infoId FROM team WHERE id = (SELECT userTeamId FROM career))")
        let before = try folderContents(shelf)
        #expect(before.keys.sorted() == ["ada.sqlite", "ada.sqlite-wal"])
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: shelf.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shelf.path) }

        let manager = SQLiteDataManager(dataDirectory: shelf)
        let slots = try await manager.listCareers()
        #expect(slots.first?.summary?.clubName == "Walton Wanderers")
        #expect(try await manager.leagueOverview(careerId: "ada").divisions.isEmpty == false)
        await #expect(throws: DataError.storage("career 'ada' is read-only: its folder cannot be written")) {
            try await manager.advance(careerId: "ada", .matchDays(1))
        }
        let save = fixture.saveFile("ada.sssave")
        let report = try CareerSaves(dataDirectory: shelf).export(slot: "ada", to: save, level: 6)
        #expect(report.header.summary.club == "Walton Wanderers")
        #expect(try folderContents(shelf) == before)
    }

    /// Copies `source` and its log to `copy` while a connection holds the log open, after `change` was committed
    /// to the log only: what a game killed between checkpoints leaves behind.
    private func strandLog(of source: URL, into copy: URL, change: String) async throws {
        let queue = try DatabaseQueue(path: source.path)
        try await queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: change)
        }
        try FileManager.default.copyItem(at: source, to: copy)
        try FileManager.default.copyItem(atPath: source.path + "-wal", toPath: copy.path + "-wal")
        try queue.close()
    }

    private func folderContents(_ folder: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try Dictionary(uniqueKeysWithValues: names.map {
            ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
        })
    }
}
