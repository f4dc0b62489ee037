import CareerSaves
import DataManaging
import Foundation
import GRDB
import Persistence
import SaveArchive
import Testing

/// Saves made by a hostile hand: a sound archive around a career database that was changed, or a header
/// whose summary lies. Each is refused by verify and import in one line, and nothing is installed.
@Suite("Hostile saves")
struct HostileSaveTests {
    /// A save of career `src` after `sql` ran on a copy of its file, archived without any content check.
    private func hostileSave(_ fixture: CareerFixture, sql: String, summary: SaveSummary? = nil) async throws -> URL {
        try await fixture.createCareer(slot: "src")
        let copy = fixture.saveFile("work.sqlite")
        try FileManager.default.copyItem(at: fixture.careerFile("src"), to: copy)
        try await DatabaseQueue(path: copy.path).writeWithoutTransaction { db in try db.execute(sql: sql) }
        let save = fixture.saveFile("hostile.sssave")
        let careless = SaveArchivePolicy(applicationID: CareerDatabase.applicationID,
                                         currentSchemaVersion: CareerDatabase.schemaVersion)
        let honest = try SaveSummary.ofCareer(at: fixture.careerFile("src"))
        _ = try SaveArchive.export(database: copy, to: save, policy: careless) { _ in summary ?? honest }
        try FileManager.default.removeItem(at: copy)
        return save
    }

    private func expectRefused(_ save: URL, _ fixture: CareerFixture, containing detail: String) throws {
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let verifyError = #expect(throws: CareerSaveError.self) { try saves.verify(save) }
        let importError = #expect(throws: CareerSaveError.self) { try saves.importSave(save, as: "x", replace: true) }
        #expect(verifyError?.message.contains(detail) == true, "\(verifyError?.message ?? "")")
        #expect(importError?.message == verifyError?.message)
        #expect(verifyError?.message.contains("\n") == false)
        #expect(try fixture.dataListing() == ["src.sqlite"])
    }

    @Test("a schema other than the game's is refused before anything of it runs", arguments: [
        ("CREATE TRIGGER wipe AFTER UPDATE ON match BEGIN DELETE FROM player_stats; END", "trigger wipe"),
        ("CREATE TRIGGER grow AFTER INSERT ON match_event BEGIN INSERT INTO match_event SELECT * FROM match_event; END",
         "trigger grow"),
        ("CREATE VIEW squad AS SELECT * FROM player", "view squad"),
        ("CREATE TABLE extra (x)", "table extra"),
        ("CREATE INDEX player_on_age ON player(age)", "index player_on_age"),
        ("ALTER TABLE team ADD COLUMN motto TEXT CHECK (length(motto) < 5)", "table team"),
    ])
    func foreignSchema(sql: String, object: String) async throws {
        let fixture = try CareerFixture()
        let save = try await hostileSave(fixture, sql: sql)
        try expectRefused(save, fixture, containing: "schema differs from the game's schema \(CareerDatabase.schemaVersion): unexpected \(object)")
    }

    @Test("values out of range are refused naming table, row and column", arguments: [
        ("UPDATE player SET age = -2147483648 WHERE rowid = 1", "player", "age"),
        ("UPDATE player SET overall = 9223372036854775807 WHERE rowid = 1", "player", "overall"),
        ("UPDATE match SET matchDay = 4611686018427387904 WHERE rowid = 1", "match", "matchDay"),
        ("UPDATE team SET budget = -9223372036854775808 WHERE rowid = 1", "team", "budget"),
        ("UPDATE season SET startDate = '2026-13-01'", "season", "startDate"),
    ])
    func outOfRange(sql: String, table: String, column: String) async throws {
        let fixture = try CareerFixture()
        let save = try await hostileSave(fixture, sql: sql)
        try expectRefused(save, fixture, containing: "stored data is invalid: \(table) ")
        try expectRefused(save, fixture, containing: " \(column) is ")
    }

    @Test("an id that points at no row is refused")
    func danglingReference() async throws {
        let fixture = try CareerFixture()
        let save = try await hostileSave(fixture, sql: "PRAGMA foreign_keys = OFF; UPDATE team SET divisionId = 'gone'")
        try expectRefused(save, fixture, containing: "divisionId points at no division")
    }

    @Test("a header summary that is not the database's career is refused")
    func lyingSummary() async throws {
        let fixture = try CareerFixture()
        let lie = SaveSummary(coach: "Someone Else", club: "Real Wobbleton", season: "1999/00", date: "1999-08-01")
        let save = try await hostileSave(fixture, sql: "SELECT 1", summary: lie)
        try expectRefused(save, fixture, containing: "header does not match the database: the summary says Someone Else")
    }

    @Test("control characters in a file name are never printed raw")
    func controlCharactersInFileName() async throws {
        let fixture = try CareerFixture()
        let file = fixture.saveFile("evil\u{1B}[2J\nError: forged.sssave")
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let error = #expect(throws: CareerSaveError.self) { try saves.inspect(file) }
        #expect(error?.message.unicodeScalars.contains { $0.properties.generalCategory == .control } == false)
        #expect(error?.message.contains("evil?[2J; Error: forged.sssave") == true)
    }

    @Test("a career file that is read-only is still exported")
    func readOnlyCareerExports() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: fixture.careerFile("ada").path)
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let report = try saves.export(slot: "ada", to: fixture.saveFile("ada.sssave"), level: 6)
        #expect(report.header.summary.coach == "Ada Whistle")
        _ = try saves.verify(fixture.saveFile("ada.sssave"))
    }
}

@Suite("Interrupted replace")
struct InterruptedReplaceTests {
    @Test("a career left in its backup by a killed replace is back before the next import can take its slot")
    func killedReplaceIsUndoneBeforeTheSlotIsTaken() async throws {
        let fixture = try CareerFixture()
        try await fixture.createCareer(slot: "ada")
        let saves = CareerSaves(dataDirectory: fixture.dataDirectory)
        let file = fixture.saveFile("ada.sssave")
        _ = try saves.export(slot: "ada", to: file, level: 6)
        let ada = try Data(contentsOf: fixture.careerFile("ada"))
        let listing = try fixture.dataListing()
        // The state a kill -9 between the two renames leaves: the slot empty, the career and its journal
        // files under a backup name of a process that no longer exists (no pid can be this large).
        let backup = ".ada.sqlite.backup-\(Int32.max - 1)-\(UUID().uuidString)"
        for name in listing {
            try FileManager.default.moveItem(at: fixture.dataDirectory.appendingPathComponent(name),
                                             to: fixture.dataDirectory.appendingPathComponent(
                                                name.replacingOccurrences(of: "ada.sqlite", with: backup)))
        }

        #expect(throws: CareerSaveError("career 'ada' already exists", remedy: .allowReplacing)) {
            try saves.importSave(file, as: "ada", replace: false)
        }
        #expect(try Data(contentsOf: fixture.careerFile("ada")) == ada)
        #expect(try fixture.dataListing() == listing)
    }
}
