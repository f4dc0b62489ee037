import GRDB

/// An `inbox_message` row (schema v6). `id` is nil until the row is inserted; `kind` is the
/// `InboxMessage.Kind` raw value, `date` ISO.
package struct InboxMessageRecord: Codable, Equatable, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "inbox_message"

    package var id: Int64?
    package let date: String
    package let kind: String
    package let subject: String
    package let body: String
    package let read: Bool
    package let playerId: String?
    package let teamId: String?

    package mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
