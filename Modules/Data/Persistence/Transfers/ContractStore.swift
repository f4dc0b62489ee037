import GRDB

/// The GRDB reads and writes of the user's contract decisions, inside the caller's transaction.
package enum ContractStore {
    /// The season a player retired in, nil while he plays.
    package static func retiredSeason(playerId: String, in db: Database) throws -> Int? {
        try Int.fetchOne(db, sql: "SELECT retiredSeason FROM player WHERE id = ?", arguments: [playerId])
    }

    package static func setContract(playerId: String, teamId: String?, weeklyWage: Int, endSeason: Int,
                            in db: Database) throws {
        // Cached: a transfer window's day moves dozens of players.
        try db.cachedStatement(sql: "UPDATE player SET teamId = ?, weeklyWage = ?, contractEndSeason = ? WHERE id = ?")
            .execute(arguments: [teamId, weeklyWage, endSeason, playerId])
    }

    /// Adds a sum to the user's club's week `matchDay`, and to that week's closing balance when the week is
    /// already played (a week still to come records its balance when it is played).
    package static func addToUserWeek(seasonId: String, matchDay: Int, kind: String, amount: Int, signed: Int,
                              in db: Database) throws {
        try db.execute(sql: """
            INSERT INTO money_movement (seasonId, matchDay, kind, amount) VALUES (?, ?, ?, ?)
            ON CONFLICT (seasonId, matchDay, kind) DO UPDATE SET amount = amount + excluded.amount
            """, arguments: [seasonId, matchDay, kind, amount])
        try db.execute(sql: "UPDATE finance_week SET balance = balance + ? WHERE seasonId = ? AND matchDay = ?",
                       arguments: [signed, seasonId, matchDay])
    }
}
