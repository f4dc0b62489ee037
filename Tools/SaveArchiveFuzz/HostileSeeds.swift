import CareerSaves
import CareerUseCases
import DataManaging
import Foundation
import GRDB
import Persistence
import SaveArchive

/// Seeds that reach the career checks: the save of a real career, and sound saves of copies of it changed
/// as a hostile hand would (Tools/DECISIONS.md 5) — each must be refused, never installed or trapped on.
enum HostileSeeds {
    private static let edits: [String: String] = [
        "career-trigger": "CREATE TRIGGER wipe AFTER UPDATE ON match BEGIN DELETE FROM player_stats; END",
        "career-growing-trigger": """
            CREATE TRIGGER grow AFTER INSERT ON match_event BEGIN INSERT INTO match_event SELECT * FROM match_event; END
            """,
        "career-view": "CREATE VIEW squad AS SELECT * FROM player",
        "career-extra-table": "CREATE TABLE extra (x)",
        "career-check-column": "ALTER TABLE team ADD COLUMN motto TEXT CHECK (length(motto) < 5)",
        "career-age-min": "UPDATE player SET age = -2147483648 WHERE rowid = 1",
        "career-overall-max": "UPDATE player SET overall = 9223372036854775807 WHERE rowid = 1",
        "career-huge-match-day": "UPDATE match SET matchDay = 4611686018427387904 WHERE rowid = 1",
        "career-bad-date": "UPDATE career SET currentDate = '9223372036854775807-01-01'",
        "career-negative-wage": "UPDATE player SET weeklyWage = -1 WHERE rowid = 1",
        "career-dangling-id": "PRAGMA foreign_keys = OFF; UPDATE team SET divisionId = 'gone'",
        "career-escape-in-name": "UPDATE team_info SET name = 'Owls' || char(27) || '[2J' WHERE rowid = 1",
        "career-two-rows": "PRAGMA foreign_keys = OFF; INSERT INTO career SELECT 'x', coachId, userTeamId, leagueId, currentSeasonId, worldSeed, currentDate FROM career",
    ]

    /// Every seed by name, made in `work`.
    static func make(in work: URL) async throws -> [String: [UInt8]] {
        let careers = work.appendingPathComponent("careers", isDirectory: true)
        let manager = SQLiteDataManager(dataDirectory: careers)
        let club = try await manager.worldPreview(seed: 7).allClubs[0]
        _ = try await manager.createNewCareer(CreateNewCareerRequest(
            coachFirstName: "Seed", coachLastName: "Coach", teamId: club.teamId, worldSeed: 7, slot: "seed"))
        let career = CareerDatabase.fileURL(slot: "seed", in: careers)
        let honest = try SaveSummary.ofCareer(at: career)

        var seeds = ["career": try save(career, summary: honest, in: work)]
        seeds["career-lying-summary"] = try save(career, summary: SaveSummary(
            coach: "Someone Else", club: honest.club, season: honest.season, date: honest.date), in: work)
        for (name, sql) in edits {
            let copy = work.appendingPathComponent("\(name).sqlite")
            try FileManager.default.copyItem(at: career, to: copy)
            try await DatabaseQueue(path: copy.path).writeWithoutTransaction { db in try db.execute(sql: sql) }
            seeds[name] = try save(copy, summary: honest, in: work)
        }
        return seeds
    }

    /// A sound save of `database` under the career's identity, with no content check on the way.
    private static func save(_ database: URL, summary: SaveSummary, in work: URL) throws -> [UInt8] {
        let file = work.appendingPathComponent("\(UUID().uuidString).sssave")
        let careless = SaveArchivePolicy(applicationID: CareerDatabase.applicationID,
                                         currentSchemaVersion: CareerDatabase.schemaVersion)
        _ = try SaveArchive.export(database: database, to: file, level: 9, policy: careless) { _ in summary }
        return try [UInt8](Data(contentsOf: file))
    }
}
