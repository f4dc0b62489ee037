import GRDB

/// A `coach` row.
struct CoachRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "coach"

    let id: String
    let teamId: String?
    let firstName: String
    let lastName: String
    let isUser: Bool
}
