import GRDB

/// Season play: player condition, the season's start date, and what played matches leave behind
/// (events with commentary, every player's performance). A file from v1 also gets its current season's
/// fixtures (`CurrentSeasonBackfill`), so careers started before season play play on.
enum CareerSchemaV2 {
    package static func migrate(_ db: Database) throws {
        try db.alter(table: "player") { t in
            t.add(column: "fitness", .integer).notNull().defaults(to: 100)
            t.add(column: "injuryMatchDays", .integer).notNull().defaults(to: 0)
            t.add(column: "suspensionMatchDays", .integer).notNull().defaults(to: 0)
        }
        // Nullable: SQLite cannot add a NOT NULL column without a default, and no date is a sound default.
        try db.alter(table: "season") { t in
            t.add(column: "startDate", .text)
        }
        // Both logs are clustered on their key (WITHOUT ROWID): a match's rows sit together, and each insert
        // updates one B-tree fewer.
        try db.create(table: "match_event", options: [.withoutRowID]) { t in
            t.column("matchId", .text).notNull().references("match")
            t.column("sequence", .integer).notNull()
            t.primaryKey(["matchId", "sequence"])
            t.column("minute", .integer).notNull()
            t.column("kind", .text).notNull()
            // Plain values, not references: an event records what happened, as it happened.
            t.column("teamId", .text)
            t.column("playerId", .text)
            t.column("otherPlayerId", .text)
            t.column("commentary", .text).notNull()
        }
        try db.create(table: "player_match", options: [.withoutRowID]) { t in
            t.column("matchId", .text).notNull().references("match")
            t.column("playerId", .text).notNull().indexed().references("player")
            t.primaryKey(["matchId", "playerId"])
            t.column("teamId", .text).notNull()
            t.column("started", .boolean).notNull()
            for count in ["minutesPlayed", "goals", "assists", "yellowCards", "redCards"] {
                t.column(count, .integer).notNull()
            }
            t.column("injured", .boolean).notNull()
            t.column("rating", .double).notNull()
        }
        // The next match day and a day's fixtures are looked up by season and day on every play.
        try db.create(index: "match_on_seasonId_matchDay", on: "match", columns: ["seasonId", "matchDay"])
        try CurrentSeasonBackfill.fill(db)
    }
}
