import GRDB

/// A `coach` row.
package struct CoachRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "coach"

    package let id: String
    package let teamId: String?
    package let firstName: String
    package let lastName: String
    package let isUser: Bool
}
