import GRDB

/// The GRDB reads and writes of the cup: a season's ties, written as they are drawn and again when played.
package enum CupStore {
    /// Where a tie stands in the order the cup lists its ties: by round, each round in the order drawn (ids end in
    /// the tie's number: shorter ids first). Every list of ties — read here, or carried from day to day — sorts by it.
    package static func drawOrder(round: Int, id: String) -> (Int, Int, String) {
        (round, id.utf8.count, id)
    }

    /// A season's ties in `drawOrder`.
    package static func ties(seasonId: String, in db: Database) throws -> [CupTieRecord] {
        try CupTieRecord.fetchAll(db, sql: "SELECT * FROM cup_tie WHERE seasonId = ?", arguments: [seasonId])
            .sorted { drawOrder(round: $0.round, id: $0.id) < drawOrder(round: $1.round, id: $1.id) }
    }

    /// A round's ties not played yet, in `drawOrder`: a league day asks whether a round is left to play, and almost
    /// always none is, so nothing of the season's other ties is read.
    package static func unplayedTies(seasonId: String, round: Int, in db: Database) throws -> [CupTieRecord] {
        try CupTieRecord.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM cup_tie WHERE seasonId = ? AND round = ? AND homeGoals IS NULL
            """), arguments: [seasonId, round])
            .sorted { drawOrder(round: $0.round, id: $0.id) < drawOrder(round: $1.round, id: $1.id) }
    }

    /// Inserts new ties and fills in the results of drawn ones, every column as GRDB's `upsert` writes it; a batch of
    /// rows to a cached statement (`RowBatches`): GRDB's `upsert` generated and prepared its SQL for every tie.
    package static func save(_ records: [CupTieRecord], in db: Database) throws {
        try RowBatches.run(records, in: db, sql: { rows in """
            INSERT INTO cup_tie (id, seasonId, round, homeTeamId, awayTeamId, homeTier, awayTier, neutralGround,
                                 homeGoals, awayGoals, extraTime, homePenalties, awayPenalties)
            VALUES \(RowBatches.placeholders(rows: rows, width: 13))
            ON CONFLICT (id) DO UPDATE SET seasonId = excluded.seasonId, round = excluded.round,
                homeTeamId = excluded.homeTeamId, awayTeamId = excluded.awayTeamId, homeTier = excluded.homeTier,
                awayTier = excluded.awayTier, neutralGround = excluded.neutralGround, homeGoals = excluded.homeGoals,
                awayGoals = excluded.awayGoals, extraTime = excluded.extraTime, homePenalties = excluded.homePenalties,
                awayPenalties = excluded.awayPenalties
            """ }) { tie in
            [tie.id, tie.seasonId, tie.round, tie.homeTeamId, tie.awayTeamId, tie.homeTier, tie.awayTier,
             tie.neutralGround, tie.homeGoals, tie.awayGoals, tie.extraTime, tie.homePenalties, tie.awayPenalties]
        }
    }
}
