import GRDB

/// Every season's rows of the tables a match day adds to kept together, season first: each day adds to this
/// season's `player_stats` (≈ 1,000 players), `club_money` (every club by kind) and `team_stats`, and keyed by player
/// or club first those rows sat among every earlier season's, so season 20 wrote and committed pages all over the
/// three tables and read last season's money row by row through an index (issue #16: season 20 played 1.2× slower
/// than season 1 as a process, 1.4× in `ssbench`). A player's or a club's own seasons are found by an index; the
/// season's next match day by an index of the matches still to play.
enum CareerSchemaV12 {
    package static func migrate(_ db: Database) throws {
        try rebuild(db, table: "player_stats", columns: """
            "playerId" TEXT NOT NULL REFERENCES "player"("id"), "seasonId" TEXT NOT NULL REFERENCES "season"("id"),
            "appearances" INTEGER NOT NULL, "goals" INTEGER NOT NULL, "assists" INTEGER NOT NULL,
            "yellowCards" INTEGER NOT NULL, "redCards" INTEGER NOT NULL, "ratingTotal" DOUBLE NOT NULL DEFAULT 0,
            "teamId" TEXT, PRIMARY KEY ("seasonId", "playerId")
            """, indexing: "playerId")
        try rebuild(db, table: "club_money", columns: """
            "teamId" TEXT NOT NULL REFERENCES "team"("id"), "seasonId" TEXT NOT NULL REFERENCES "season"("id"),
            "kind" TEXT NOT NULL, "amount" INTEGER NOT NULL, PRIMARY KEY ("seasonId", "teamId", "kind")
            """, indexing: "teamId")
        try rebuild(db, table: "team_stats", columns: """
            "teamId" TEXT NOT NULL REFERENCES "team"("id"), "seasonId" TEXT NOT NULL REFERENCES "season"("id"),
            "won" INTEGER NOT NULL, "drawn" INTEGER NOT NULL, "lost" INTEGER NOT NULL, "goalsFor" INTEGER NOT NULL,
            "goalsAgainst" INTEGER NOT NULL, "shots" INTEGER NOT NULL DEFAULT 0,
            "shotsOnTarget" INTEGER NOT NULL DEFAULT 0, "corners" INTEGER NOT NULL DEFAULT 0,
            "fouls" INTEGER NOT NULL DEFAULT 0, "yellowCards" INTEGER NOT NULL DEFAULT 0,
            "redCards" INTEGER NOT NULL DEFAULT 0, "offsides" INTEGER NOT NULL DEFAULT 0,
            "possessionTotal" INTEGER NOT NULL DEFAULT 0, "countedMatches" INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY ("seasonId", "teamId")
            """, indexing: "teamId")
        // The next match day is asked for several times a day: it walked the season's played matches in order.
        try db.execute(sql: """
            CREATE INDEX "match_unplayed" ON "match"("seasonId", "matchDay") WHERE "homeGoals" IS NULL
            """)
    }

    /// `table` again with `columns` (the same columns in the same order, a new key), clustered on its key, its rows
    /// copied; its index by season, which the key makes redundant, goes with the old table, and one by `indexing`
    /// comes.
    private static func rebuild(_ db: Database, table: String, columns: String, indexing column: String) throws {
        let rebuilt = "\(table)_rebuilt"
        try db.execute(sql: "CREATE TABLE \(rebuilt.quotedDatabaseIdentifier) (\(columns)) WITHOUT ROWID")
        try db.execute(sql: "INSERT INTO \(rebuilt.quotedDatabaseIdentifier) SELECT * FROM \(table.quotedDatabaseIdentifier)")
        try db.drop(table: table)
        try db.rename(table: rebuilt, to: table)
        try db.create(index: "\(table)_on_\(column)", on: table, columns: [column])
    }
}
