import GRDB

/// Reads and writes the match in progress and the user's tactics, inside the caller's transaction.
package enum LiveMatchStore {
    package static func liveMatch(in db: Database) throws -> LiveMatchRecord? {
        // Cached, as `BoardStore.state`: every match day asks whether a match is in progress.
        try LiveMatchRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM live_match"))
    }

    package static func save(_ record: LiveMatchRecord, in db: Database) throws {
        try record.save(db)
    }

    package static func setMinute(_ minute: Int, in db: Database) throws -> Bool {
        try db.execute(sql: "UPDATE live_match SET minute = ?", arguments: [minute])
        return db.changesCount > 0
    }

    package static func clear(in db: Database) throws {
        _ = try LiveMatchRecord.deleteAll(db)
    }

    package static func tactics(in db: Database) throws -> UserTacticsRecord? {
        try UserTacticsRecord.fetchOne(db)
    }

    package static func save(_ record: UserTacticsRecord, in db: Database) throws {
        try record.save(db)
    }
}
