import GRDB

/// Reads and writes the board's state, the job offers and the move to a new club, inside the caller's
/// transaction.
package enum BoardStore {
    package static func state(in db: Database) throws -> BoardStateRecord? {
        // Cached: every match day asks, and generating and preparing the query cost more than running it.
        try BoardStateRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM board_state"))
    }

    /// Inserts or replaces the board's state through a cached statement (`RecordBatch`): every match day saves it.
    package static func save(_ record: BoardStateRecord, in db: Database) throws {
        try RecordBatch.write([record], updatingOn: "careerId", in: db)
    }

    /// Oldest first.
    package static func offers(in db: Database) throws -> [JobOfferRecord] {
        try JobOfferRecord.order(Column("id")).fetchAll(db)
    }

    package static func insert(_ record: JobOfferRecord, in db: Database) throws -> JobOfferRecord {
        var record = record
        try record.insert(db)
        return record
    }

    package static func deleteOffers(in db: Database) throws {
        _ = try JobOfferRecord.deleteAll(db)
    }

    /// The user's coach takes `newTeamId`, whose coach (if any) takes `oldTeamId`; the career follows him,
    /// and the old club's live match and tactics go with the old job.
    package static func moveUser(coachId: String, from oldTeamId: String, to newTeamId: String, in db: Database) throws {
        let otherCoach = try String.fetchOne(db, sql: "SELECT coachId FROM team WHERE id = ?", arguments: [newTeamId])
        try db.execute(sql: "UPDATE coach SET teamId = NULL WHERE id = ?", arguments: [otherCoach])
        try db.execute(sql: "UPDATE coach SET teamId = ? WHERE id = ?", arguments: [newTeamId, coachId])
        try db.execute(sql: "UPDATE coach SET teamId = ? WHERE id = ?", arguments: [oldTeamId, otherCoach])
        try db.execute(sql: "UPDATE team SET coachId = ? WHERE id = ?", arguments: [coachId, newTeamId])
        try db.execute(sql: "UPDATE team SET coachId = ? WHERE id = ?", arguments: [otherCoach, oldTeamId])
        try db.execute(sql: "UPDATE career SET userTeamId = ?", arguments: [newTeamId])
        _ = try LiveMatchRecord.deleteAll(db)
        _ = try UserTacticsRecord.deleteAll(db)
    }
}
