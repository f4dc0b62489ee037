import GRDB

/// Writes and reads money inside the caller's transaction. A match day moves every club's money, so its
/// statements are prepared once per connection and rebound per club.
enum FinanceStore {
    /// Adds `amount` to a club's season total of `kind`, and `signed` to its balance.
    static func add(teamId: String, seasonId: String, kind: String, amount: Int, signed: Int,
                    in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO club_money (teamId, seasonId, kind, amount) VALUES (?, ?, ?, ?)
            ON CONFLICT (teamId, seasonId, kind) DO UPDATE SET amount = amount + excluded.amount
            """).execute(arguments: [teamId, seasonId, kind, amount])
        try db.cachedStatement(sql: "UPDATE team SET budget = budget + ? WHERE id = ?")
            .execute(arguments: [signed, teamId])
    }

    static func recordUserWeek(_ movements: [MoneyMovementRecord], balance: FinanceWeekRecord,
                               in db: Database) throws {
        for movement in movements { try movement.insert(db) }
        try balance.insert(db)
    }

    static func balance(teamId: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT budget FROM team WHERE id = ?", arguments: [teamId]) ?? 0
    }

    static func seasonTotals(teamId: String, seasonId: String, in db: Database) throws -> [ClubMoneyRecord] {
        try ClubMoneyRecord.filter(Column("teamId") == teamId && Column("seasonId") == seasonId).fetchAll(db)
    }

    static func userWeeks(seasonId: String, in db: Database) throws -> (weeks: [FinanceWeekRecord],
                                                                         movements: [MoneyMovementRecord]) {
        (try FinanceWeekRecord.filter(Column("seasonId") == seasonId).order(Column("matchDay")).fetchAll(db),
         try MoneyMovementRecord.filter(Column("seasonId") == seasonId).order(Column("matchDay")).fetchAll(db))
    }
}

extension FinanceStore {
    /// Every club's place in its division's table from its season totals (points, goal difference, goals
    /// scored, then id): what a crowd judges a club by, without the head-to-head pass of the full table.
    static func tablePositions(seasonId: String, in db: Database) throws -> [String: Int] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT t.id, t.divisionId FROM team t LEFT JOIN team_stats s ON s.teamId = t.id AND s.seasonId = ?
            ORDER BY t.divisionId, COALESCE(3 * s.won + s.drawn, 0) DESC,
                     COALESCE(s.goalsFor - s.goalsAgainst, 0) DESC, COALESCE(s.goalsFor, 0) DESC, t.id
            """, arguments: [seasonId])
        var positions: [String: Int] = [:]
        var place = 0
        var division: String?
        for row in rows {
            let divisionId: String = row["divisionId"]
            place = divisionId == division ? place + 1 : 1
            division = divisionId
            positions[row["id"]] = place
        }
        return positions
    }

    /// The played matches of the season's match days after `matchDay` (the latest results, for form).
    static func playedMatches(seasonId: String, after matchDay: Int, in db: Database) throws -> [MatchRecord] {
        try MatchRecord.filter(Column("seasonId") == seasonId && Column("matchDay") > matchDay
                                   && Column("homeGoals") != nil).fetchAll(db)
    }

    /// The season before `year`'s, if the career has one.
    static func seasonId(ofYear year: Int, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT id FROM season WHERE year = ?", arguments: [year])
    }

    /// How many match days — weeks — the season has.
    static func weeks(seasonId: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT MAX(matchDay) FROM match WHERE seasonId = ?", arguments: [seasonId]) ?? 0
    }
}
