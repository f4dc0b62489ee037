import DataManaging
import GRDB

/// Reads and writes the inbox inside the caller's transaction.
package enum InboxStore {
    /// Newest first (by date, then by the order they were posted), a page read in SQL.
    package static func messages(_ filter: InboxFilter, offset: Int, limit: Int, in db: Database) throws -> [InboxMessageRecord] {
        try selected(filter).order(Column("date").desc, Column("id").desc)
            .limit(limit, offset: offset).fetchAll(db)
    }

    package static func count(_ filter: InboxFilter, in db: Database) throws -> Int {
        try selected(filter).fetchCount(db)
    }

    /// Lets the oldest messages go beyond the newest `kept`.
    package static func prune(keeping kept: Int, in db: Database) throws {
        guard try InboxMessageRecord.fetchCount(db) > kept else { return }
        try db.execute(sql: """
            DELETE FROM inbox_message WHERE id NOT IN
                (SELECT id FROM inbox_message ORDER BY date DESC, id DESC LIMIT ?)
            """, arguments: [kept])
    }

    private static func selected(_ filter: InboxFilter) -> QueryInterfaceRequest<InboxMessageRecord> {
        var request = InboxMessageRecord.all()
        if filter.unreadOnly { request = request.filter(Column("read") == false) }
        if filter.withoutPyramidNews { request = request.filter(Column("kind") != InboxMessage.Kind.pyramid.rawValue) }
        return request
    }

    package static func insert(_ record: InboxMessageRecord, in db: Database) throws {
        var record = record
        try record.insert(db)
    }

    /// False when no message has that id.
    package static func markRead(id: Int, in db: Database) throws -> Bool {
        try db.execute(sql: "UPDATE inbox_message SET read = 1 WHERE id = ?", arguments: [id])
        return db.changesCount > 0
    }

    package static func markAllRead(in db: Database) throws {
        try db.execute(sql: "UPDATE inbox_message SET read = 1 WHERE read = 0")
    }
}
