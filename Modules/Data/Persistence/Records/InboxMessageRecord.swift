import GRDB

/// An `inbox_message` row (schema v6). `id` is nil until the row is inserted; `kind` is the
/// `InboxMessage.Kind` raw value, `date` ISO.
struct InboxMessageRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "inbox_message"

    var id: Int64?
    let date: String
    let kind: String
    let subject: String
    let body: String
    let read: Bool
    let playerId: String?
    let teamId: String?

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
