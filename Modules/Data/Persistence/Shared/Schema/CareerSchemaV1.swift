import GRDB

/// The first career schema: the world a career starts from, its fixtures and its season statistics.
enum CareerSchemaV1 {
    package static func create(in db: Database) throws {
        try db.create(table: "league") { t in
            t.primaryKey("id", .text)
            t.column("name", .text).notNull()
        }
        try db.create(table: "season") { t in
            t.primaryKey("id", .text)
            t.column("leagueId", .text).notNull().indexed().references("league")
            t.column("year", .integer).notNull()
        }
        try db.create(table: "division") { t in
            t.primaryKey("id", .text)
            t.column("leagueId", .text).notNull().indexed().references("league")
            t.column("name", .text).notNull()
            t.column("tier", .integer).notNull()
        }
        try db.create(table: "team_info") { t in
            t.primaryKey("id", .text)
            t.column("name", .text).notNull()
            t.column("shortName", .text).notNull()
            t.column("city", .text).notNull()
            t.column("stadium", .text).notNull()
            t.column("founded", .integer).notNull()
        }
        // team and coach point at each other; the team side is deferred so both can be written in one transaction.
        try db.create(table: "team") { t in
            t.primaryKey("id", .text)
            t.column("infoId", .text).notNull().indexed().references("team_info")
            t.column("divisionId", .text).notNull().indexed().references("division")
            t.column("coachId", .text).indexed().references("coach", column: "id", deferred: true)
            t.column("budget", .integer).notNull()
        }
        try db.create(table: "coach") { t in
            t.primaryKey("id", .text)
            t.column("teamId", .text).indexed().references("team")
            t.column("firstName", .text).notNull()
            t.column("lastName", .text).notNull()
            t.column("isUser", .boolean).notNull()
        }
        try db.create(table: "player") { t in
            t.primaryKey("id", .text)
            t.column("teamId", .text).indexed().references("team")
            t.column("firstName", .text).notNull()
            t.column("lastName", .text).notNull()
            t.column("position", .text).notNull()
            t.column("age", .integer).notNull()
            for rating in ["pace", "shooting", "passing", "dribbling", "defending", "physical", "goalkeeping", "overall"] {
                t.column(rating, .integer).notNull()
            }
            t.column("weeklyWage", .integer).notNull()
            t.column("contractEndSeason", .integer).notNull()
        }
        try db.create(table: "match") { t in
            t.primaryKey("id", .text)
            t.column("seasonId", .text).notNull().indexed().references("season")
            t.column("divisionId", .text).notNull().indexed().references("division")
            t.column("matchDay", .integer).notNull()
            t.column("homeTeamId", .text).notNull().indexed().references("team")
            t.column("awayTeamId", .text).notNull().indexed().references("team")
            t.column("homeGoals", .integer)
            t.column("awayGoals", .integer)
        }
        try db.create(table: "player_stats") { t in
            t.column("playerId", .text).notNull().references("player")
            t.column("seasonId", .text).notNull().indexed().references("season")
            t.primaryKey(["playerId", "seasonId"])
            for count in ["appearances", "goals", "assists", "yellowCards", "redCards"] {
                t.column(count, .integer).notNull()
            }
        }
        try db.create(table: "team_stats") { t in
            t.column("teamId", .text).notNull().references("team")
            t.column("seasonId", .text).notNull().indexed().references("season")
            t.primaryKey(["teamId", "seasonId"])
            for count in ["won", "drawn", "lost", "goalsFor", "goalsAgainst"] {
                t.column(count, .integer).notNull()
            }
        }
        try db.create(table: "career") { t in
            t.primaryKey("id", .text)
            t.column("coachId", .text).notNull().references("coach")
            t.column("userTeamId", .text).notNull().references("team")
            t.column("leagueId", .text).notNull().references("league")
            t.column("currentSeasonId", .text).notNull().references("season")
            t.column("worldSeed", .integer).notNull()
            t.column("currentDate", .text).notNull()
        }
    }
}
