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

    /// The season's fees: each move's fee, the club it left (nil for a free agent) and the club it joined.
    package static func seasonFees(seasonId: String, in db: Database) throws -> [(fee: Int, from: String?, to: String)] {
        // Cached: every match day asks.
        try Row.fetchAll(db.cachedStatement(sql: "SELECT fee, fromTeamId, toTeamId FROM transfer WHERE seasonId = ?"),
                         arguments: [seasonId]).map { ($0[0], $0[1], $0[2]) }
    }
}
