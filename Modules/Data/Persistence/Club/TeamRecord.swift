import GRDB

/// A `team` row: a club's sporting side.
package struct TeamRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "team"

    package let id: String
    package let infoId: String
    package let divisionId: String
    package let coachId: String?
    package let budget: Int
}
