import GRDB

/// The GRDB reads and writes of the cup: a season's ties, written as they are drawn and again when played.
package enum CupStore {
    /// A season's ties by round, each round in the order drawn (ids end in the tie's number: shorter ids first).
    package static func ties(seasonId: String, in db: Database) throws -> [CupTieRecord] {
        try CupTieRecord.fetchAll(db, sql: "SELECT * FROM cup_tie WHERE seasonId = ? ORDER BY round, length(id), id",
                                  arguments: [seasonId])
    }

    /// Inserts new ties and fills in the results of drawn ones.
    package static func save(_ records: [CupTieRecord], in db: Database) throws {
        for record in records { try record.upsert(db) }
    }
}
