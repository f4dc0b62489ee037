import GRDB

/// The user's inbox (Modules/DECISIONS.md 23): one row per message, posted by `InboxPoster` in the
/// transaction of what it reports. `playerId` and `teamId` name what the message concerns, when it
/// concerns one; they are not foreign keys, so a message outlives a player who leaves the game.
enum CareerSchemaV6 {
    package static func migrate(_ db: Database) throws {
        try db.create(table: "inbox_message") { t in
            // A rowid alias, not AUTOINCREMENT: messages are never deleted, and no sqlite_sequence table is made.
            t.primaryKey("id", .integer)
            t.column("date", .text).notNull()
            t.column("kind", .text).notNull()
            t.column("subject", .text).notNull()
            t.column("body", .text).notNull()
            t.column("read", .boolean).notNull().defaults(to: false)
            t.column("playerId", .text)
            t.column("teamId", .text)
        }
    }
}
