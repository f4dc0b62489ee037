import GRDB

/// The cup (issue #17): every tie of every season, drawn before its round and filled in when played — goals after
/// extra time, the penalties apart. A round's byes are not stored: they are whoever of its pool was not drawn.
/// A career that migrates mid-season gets its cup from the next season, or this one if round 1 is still ahead.
enum CareerSchemaV10 {
    package static func migrate(_ db: Database) throws {
        try db.create(table: "cup_tie") { t in
            t.primaryKey("id", .text)
            t.column("seasonId", .text).notNull().references("season")
            t.column("round", .integer).notNull()
            t.column("homeTeamId", .text).notNull().references("team")
            t.column("awayTeamId", .text).notNull().references("team")
            t.column("homeTier", .integer).notNull()
            t.column("awayTier", .integer).notNull()
            t.column("neutralGround", .boolean).notNull()
            t.column("homeGoals", .integer)
            t.column("awayGoals", .integer)
            t.column("extraTime", .boolean).notNull()
            t.column("homePenalties", .integer)
            t.column("awayPenalties", .integer)
        }
        try db.create(index: "cup_tie_season", on: "cup_tie", columns: ["seasonId", "round"])
    }
}
