import GRDB

/// A `division` row.
package struct DivisionRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "division"

    package let id: String
    package let leagueId: String
    package let name: String
    package let tier: Int
}
