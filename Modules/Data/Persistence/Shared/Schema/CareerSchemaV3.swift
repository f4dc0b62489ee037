import GRDB
import WorldGenerator

/// Careers across seasons: every player's hidden potential (the rollover grows young players toward it),
/// retired players kept for the record books, each finished season's archive — final tables, awards,
/// promotions and relegations — and season lines that carry their club and rating total, so match-by-match
/// rows are kept for the user's own matches only (Modules/DECISIONS.md 15). A v2 file gets the potential a
/// player of his age and overall has on average (the growth of the years before maturity), so its
/// youngsters still develop, and its season lines are filled from the match rows it has.
enum CareerSchemaV3 {
    package static func migrate(_ db: Database) throws {
        try db.alter(table: "player") { t in
            t.add(column: "potential", .integer).notNull().defaults(to: 0)
            // The year of the season he stopped after; NULL while he plays or is a free agent.
            t.add(column: "retiredSeason", .integer)
        }
        let players = try Row.fetchAll(db, sql: "SELECT id, overall, age FROM player")
        let update = try db.makeStatement(sql: "UPDATE player SET potential = ? WHERE id = ?")
        for player in players {
            let potential = PotentialRule.averagePotential(overall: player[1], age: player[2])
            try update.execute(arguments: [potential, player[0] as String])
        }
        try db.alter(table: "player_stats") { t in
            // The sum of his match ratings over his appearances, and the club of his latest match.
            t.add(column: "ratingTotal", .double).notNull().defaults(to: 0)
            t.add(column: "teamId", .text)
        }
        try db.execute(sql: """
            UPDATE player_stats SET
                ratingTotal = (SELECT COALESCE(SUM(pm.rating), 0) FROM player_match pm JOIN match m ON m.id = pm.matchId
                               WHERE pm.playerId = player_stats.playerId AND m.seasonId = player_stats.seasonId
                                 AND pm.minutesPlayed > 0),
                teamId = (SELECT pm.teamId FROM player_match pm JOIN match m ON m.id = pm.matchId
                          WHERE pm.playerId = player_stats.playerId AND m.seasonId = player_stats.seasonId
                          ORDER BY m.matchDay DESC LIMIT 1)
            """)
        try db.create(table: "season_standing", options: [.withoutRowID]) { t in
            t.column("seasonId", .text).notNull().references("season")
            t.column("teamId", .text).notNull().references("team")
            t.primaryKey(["seasonId", "teamId"])
            t.column("divisionId", .text).notNull().references("division")
            t.column("position", .integer).notNull()
            for count in ["won", "drawn", "lost", "goalsFor", "goalsAgainst"] {
                t.column(count, .integer).notNull()
            }
        }
        try db.create(table: "season_award", options: [.withoutRowID]) { t in
            t.column("seasonId", .text).notNull().references("season")
            t.column("divisionId", .text).notNull().references("division")
            t.column("kind", .text).notNull()
            t.primaryKey(["seasonId", "divisionId", "kind"])
            t.column("playerId", .text).notNull().references("player")
            t.column("teamId", .text).notNull().references("team")
            t.column("value", .double).notNull()
        }
        try db.create(table: "division_move", options: [.withoutRowID]) { t in
            t.column("seasonId", .text).notNull().references("season")
            t.column("teamId", .text).notNull().references("team")
            t.primaryKey(["seasonId", "teamId"])
            t.column("fromDivisionId", .text).notNull().references("division")
            t.column("toDivisionId", .text).notNull().references("division")
            t.column("promoted", .boolean).notNull()
        }
    }
}
