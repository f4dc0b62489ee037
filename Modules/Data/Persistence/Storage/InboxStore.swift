import GRDB

/// Reads and writes the inbox inside the caller's transaction.
enum InboxStore {
    /// Newest first: by date, then by the order they were posted.
    static func messages(in db: Database) throws -> [InboxMessageRecord] {
        try InboxMessageRecord.order(Column("date").desc, Column("id").desc).fetchAll(db)
    }

    static func unreadCount(in db: Database) throws -> Int {
        try InboxMessageRecord.filter(Column("read") == false).fetchCount(db)
    }

    static func insert(_ record: InboxMessageRecord, in db: Database) throws {
        var record = record
        try record.insert(db)
    }

    /// False when no message has that id.
    static func markRead(id: Int, in db: Database) throws -> Bool {
        try db.execute(sql: "UPDATE inbox_message SET read = 1 WHERE id = ?", arguments: [id])
        return db.changesCount > 0
    }

    static func markAllRead(in db: Database) throws {
        try db.execute(sql: "UPDATE inbox_message SET read = 1 WHERE read = 0")
    }
}
