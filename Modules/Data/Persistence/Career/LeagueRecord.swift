import GRDB

/// A `league` row.
package struct LeagueRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "league"

    package let id: String
    package let name: String
}
