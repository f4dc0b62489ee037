import GRDB

/// A club's money over a season is one row, a column by kind: every match day adds to five kinds for every club,
/// which were five rows each (≈ 400 upserts a day, 13 % of the rows a day writes, issue #16), and every day's
/// market read two seasons of them row by row. A kind never booked reads 0. And the widest wins get an index.
enum CareerSchemaV13 {
    /// The kinds of money (`MoneyKind` raw values) when this migration was written: its columns, in order.
    static let kinds = ["gate", "sponsorship", "television", "prize", "sales", "wages", "running", "compensation",
                        "fees", "investment"]

    package static func migrate(_ db: Database) throws {
        let known = kinds.map { "'\($0)'" }.joined(separator: ", ")
        // The rows' values are checked after the migration, against the new table: an unknown kind would be lost.
        if let unknown = try String.fetchOne(db, sql: "SELECT kind FROM club_money WHERE kind NOT IN (\(known)) LIMIT 1") {
            throw StoredValueError(message: "club_money.kind is \(unknown.debugDescription), no kind of money")
        }
        let columns = kinds.map { "\($0.quotedDatabaseIdentifier) INTEGER NOT NULL DEFAULT 0" }.joined(separator: ", ")
        try db.execute(sql: """
            CREATE TABLE "club_season_money" (
                "teamId" TEXT NOT NULL REFERENCES "team"("id"), "seasonId" TEXT NOT NULL REFERENCES "season"("id"),
                \(columns), PRIMARY KEY ("seasonId", "teamId")) WITHOUT ROWID
            """)
        let sums = kinds.map { "COALESCE(SUM(CASE kind WHEN '\($0)' THEN amount END), 0)" }.joined(separator: ", ")
        try db.execute(sql: """
            INSERT INTO club_season_money SELECT teamId, seasonId, \(sums) FROM club_money GROUP BY seasonId, teamId
            """)
        try db.drop(table: "club_money")
        try db.create(index: "club_season_money_on_teamId", on: "club_season_money", columns: ["teamId"])
        // The record books' biggest win is the widest margin, then the most goals: found among the wins by five or
        // more (a few hundred in twenty seasons) rather than by two passes over every match of the career (8 ms of
        // the History tab at season 20). Fixtures and ordinary results never enter it: a rollover or a match day
        // writes as before.
        try db.execute(sql: """
            CREATE INDEX "match_wide_margin" ON "match"(ABS("homeGoals" - "awayGoals"), "homeGoals" + "awayGoals")
            WHERE ABS("homeGoals" - "awayGoals") >= 5
            """)
    }
}
