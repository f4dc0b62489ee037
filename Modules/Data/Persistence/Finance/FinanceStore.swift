import GRDB

/// Writes and reads money inside the caller's transaction. A match day moves every club's money, so its
/// statements are prepared once per connection and rebound per club.
package enum FinanceStore {
    /// Adds `amount` to a club's season total of `kind`, and `signed` to its balance.
    package static func add(teamId: String, seasonId: String, kind: String, amount: Int, signed: Int,
                    in db: Database) throws {
        try add([(kind, amount)], teamId: teamId, seasonId: seasonId, balanceChange: signed, in: db)
    }

    /// Adds each `(kind, amount)` to a club's season totals and `balanceChange` to its balance, in one update of
    /// it: a match day books about five movements for each club of the pyramid.
    package static func add(_ totals: [(kind: String, amount: Int)], teamId: String, seasonId: String,
                            balanceChange: Int, in db: Database) throws {
        let total = try db.cachedStatement(sql: """
            INSERT INTO club_money (teamId, seasonId, kind, amount) VALUES (?, ?, ?, ?)
            ON CONFLICT (teamId, seasonId, kind) DO UPDATE SET amount = amount + excluded.amount
            """)
        for (kind, amount) in totals { try total.execute(arguments: [teamId, seasonId, kind, amount]) }
        try db.cachedStatement(sql: "UPDATE team SET budget = budget + ? WHERE id = ?")
            .execute(arguments: [balanceChange, teamId])
    }

    /// Books the user's club's week; a cup round played on its own after its league day adds to that week.
    package static func recordUserWeek(_ movements: [MoneyMovementRecord], balance: FinanceWeekRecord,
                               in db: Database) throws {
        for movement in movements {
            try db.execute(sql: """
                INSERT INTO money_movement (seasonId, matchDay, kind, amount) VALUES (?, ?, ?, ?)
                ON CONFLICT (seasonId, matchDay, kind) DO UPDATE SET amount = amount + excluded.amount
                """, arguments: [movement.seasonId, movement.matchDay, movement.kind, movement.amount])
        }
        try db.execute(sql: """
            INSERT INTO finance_week (seasonId, matchDay, balance) VALUES (?, ?, ?)
            ON CONFLICT (seasonId, matchDay) DO UPDATE SET balance = excluded.balance
            """, arguments: [balance.seasonId, balance.matchDay, balance.balance])
    }

    package static func balance(teamId: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT budget FROM team WHERE id = ?", arguments: [teamId]) ?? 0
    }

    package static func seasonTotals(teamId: String, seasonId: String, in db: Database) throws -> [ClubMoneyRecord] {
        try ClubMoneyRecord.filter(Column("teamId") == teamId && Column("seasonId") == seasonId).fetchAll(db)
    }

    package static func userWeeks(seasonId: String, in db: Database) throws -> (weeks: [FinanceWeekRecord],
                                                                         movements: [MoneyMovementRecord]) {
        (try FinanceWeekRecord.filter(Column("seasonId") == seasonId).order(Column("matchDay")).fetchAll(db),
         try MoneyMovementRecord.filter(Column("seasonId") == seasonId).order(Column("matchDay")).fetchAll(db))
    }
}

package extension FinanceStore {
    /// The season before `year`'s, if the career has one.
    static func seasonId(ofYear year: Int, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT id FROM season WHERE year = ?", arguments: [year])
    }

    /// How many match days — weeks — the season has.
    static func weeks(seasonId: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT MAX(matchDay) FROM match WHERE seasonId = ?", arguments: [seasonId]) ?? 0
    }
}
