import GRDB

/// The GRDB reads and writes of the cup: a season's ties, written as they are drawn and again when played.
package enum CupStore {
    /// Where a tie stands in the order the cup lists its ties: by round, each round in the order drawn (ids end in
    /// the tie's number: shorter ids first). Every list of ties — read here, or carried from day to day — sorts by it.
    package static func drawOrder(round: Int, id: String) -> (Int, Int, String) {
        (round, id.utf8.count, id)
    }

    private static func inDrawOrder(_ ties: [CupTieRecord]) -> [CupTieRecord] {
        ties.sorted { drawOrder(round: $0.round, id: $0.id) < drawOrder(round: $1.round, id: $1.id) }
    }

    /// A season's ties in `drawOrder`.
    package static func ties(seasonId: String, in db: Database) throws -> [CupTieRecord] {
        inDrawOrder(try CupTieRecord.fetchAll(db, sql: """
            SELECT \(CupTieRecord.selection) FROM cup_tie WHERE seasonId = ?
            """, arguments: [seasonId]))
    }

    /// A round's ties not played yet, in `drawOrder`: a league day asks whether a round is left to play, and almost
    /// always none is, so nothing of the season's other ties is read.
    package static func unplayedTies(seasonId: String, round: Int, in db: Database) throws -> [CupTieRecord] {
        inDrawOrder(try CupTieRecord.fetchAll(db.cachedStatement(sql: """
            SELECT \(CupTieRecord.selection) FROM cup_tie WHERE seasonId = ? AND round = ? AND homeGoals IS NULL
            """), arguments: [seasonId, round]))
    }

    /// Inserts new ties and fills in the results of drawn ones, a batch of rows to a statement (`RecordBatch`).
    package static func save(_ records: [CupTieRecord], in db: Database) throws {
        try RecordBatch.write(records, updatingOn: "id", in: db)
    }
}
