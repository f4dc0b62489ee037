import GRDB

/// The whole pyramid's money at once, as the market reads it: a window day prices every club in a few queries.
package enum MarketMoneyStore {
    package static func balances(in db: Database) throws -> [String: Int] {
        Dictionary(try Row.fetchAll(db.cachedStatement(sql: "SELECT id, budget FROM team")).map { ($0[0], $0[1]) },
                   uniquingKeysWith: { first, _ in first })
    }

    package static func clubTotals(seasonId: String, in db: Database) throws -> [ClubMoneyRecord] {
        try ClubMoneyRecord.fetchAll(db, where: "seasonId = ?", arguments: [seasonId])
    }

    /// Each club's fees paid this season less those it took in.
    package static func netSpendingByClub(seasonId: String, in db: Database) throws -> [String: Int] {
        // Cached: every match day asks (a compound query costs more to prepare than to run).
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT teamId, SUM(fee) FROM (SELECT toTeamId AS teamId, fee FROM transfer WHERE seasonId = ?1
            UNION ALL SELECT fromTeamId, -fee FROM transfer WHERE seasonId = ?1 AND fromTeamId IS NOT NULL)
            GROUP BY teamId
            """), arguments: [seasonId])
        return Dictionary(rows.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
    }
}
