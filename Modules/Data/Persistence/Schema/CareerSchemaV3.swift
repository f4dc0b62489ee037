import GRDB
import WorldGenerator

/// Careers across seasons: every player's hidden potential (the rollover grows young players toward it),
/// retired players kept for the record books, and each finished season's archive — final tables, awards,
/// promotions and relegations. A v2 file gets the potential a player of his age and overall has on
/// average (the growth of the years before maturity), so its youngsters still develop.
enum CareerSchemaV3 {
    static func migrate(_ db: Database) throws {
        try db.alter(table: "player") { t in
            t.add(column: "potential", .integer).notNull().defaults(to: 0)
            // The year of the season he stopped after; NULL while he plays or is a free agent.
            t.add(column: "retiredSeason", .integer)
        }
        try db.execute(sql: """
            UPDATE player SET potential = MIN(99, overall + CAST(ROUND(? * MAX(0, ? - age)) AS INTEGER))
            """, arguments: [PotentialRule.yearlyGrowth, PotentialRule.maturityAge])
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
