import GameModels
import GRDB
import WorldGenerator

/// Gives a career from schema v1 what season play needs: its current season's start date and fixtures.
/// A v1 career never played a match, so its season starts on its current date. Written with SQL on the
/// v1 columns rather than through today's records, so later schema changes cannot alter this migration.
enum CurrentSeasonBackfill {
    static func fill(_ db: Database) throws {
        // A file whose career row is missing is left for the reader to refuse.
        guard let career = try Row.fetchOne(db, sql: """
            SELECT leagueId, currentSeasonId, worldSeed, currentDate FROM career
            """) else { return }
        let seasonId: String = career["currentSeasonId"]
        let currentDate: String = career["currentDate"]
        try db.execute(sql: "UPDATE season SET startDate = ? WHERE id = ?", arguments: [currentDate, seasonId])

        let scheduled = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM match WHERE seasonId = ?",
                                         arguments: [seasonId]) ?? 0
        guard scheduled == 0 else { return }
        let world = try storedWorld(leagueId: career["leagueId"], seasonId: seasonId, currentDate: currentDate,
                                    seed: UInt64(bitPattern: career["worldSeed"]), in: db)
        // The same call a new career makes, so a migrated career plays the fixtures it would have had.
        let insert = try db.makeStatement(sql: """
            INSERT INTO match (id, seasonId, divisionId, matchDay, homeTeamId, awayTeamId) VALUES (?, ?, ?, ?, ?, ?)
            """)
        for match in FixtureScheduler.fixtures(for: world, seed: world.seed) {
            try insert.execute(arguments: [match.id, match.seasonId, match.divisionId, match.matchDay,
                                           match.homeTeamId, match.awayTeamId])
        }
    }

    /// The pyramid as the fixture scheduler reads it: league, season, divisions and clubs. People are left
    /// out: the schedule does not depend on them.
    private static func storedWorld(leagueId: String, seasonId: String, currentDate: String, seed: UInt64,
                                    in db: Database) throws -> World {
        guard let startDate = GameDate(iso: currentDate) else {
            throw StoredValueError(message: "the career has an invalid date '\(currentDate)'")
        }
        guard let league = try Row.fetchOne(db, sql: "SELECT id, name FROM league WHERE id = ?", arguments: [leagueId]),
              let season = try Row.fetchOne(db, sql: "SELECT id, leagueId, year FROM season WHERE id = ?",
                                            arguments: [seasonId]) else {
            throw StoredValueError(message: "the career's league or season is missing")
        }
        let divisions = try Row.fetchAll(db, sql: "SELECT id, leagueId, name, tier FROM division").map { row in
            Division(id: row["id"], leagueId: row["leagueId"], name: row["name"], tier: row["tier"])
        }
        let teams = try Row.fetchAll(db, sql: "SELECT id, infoId, divisionId, coachId, budget FROM team").map { row in
            Team(id: row["id"], infoId: row["infoId"], divisionId: row["divisionId"], coachId: row["coachId"],
                 budget: row["budget"])
        }
        return World(seed: seed, league: League(id: league["id"], name: league["name"]), divisions: divisions,
                     teamInfos: [], teams: teams, coaches: [], players: [],
                     season: Season(id: season["id"], leagueId: season["leagueId"], year: season["year"]),
                     startDate: startDate)
    }
}
