import GRDB

/// The GRDB reads and writes of the cup: a season's ties, written as they are drawn and again when played.
enum CupStore {
    static func ties(seasonId: String, in db: Database) throws -> [CupTieRecord] {
        try CupTieRecord.filter(Column("seasonId") == seasonId).order(Column("round"), Column("id")).fetchAll(db)
    }

    /// Inserts new ties and fills in the results of drawn ones.
    static func save(_ records: [CupTieRecord], in db: Database) throws {
        for record in records { try record.upsert(db) }
    }
}
