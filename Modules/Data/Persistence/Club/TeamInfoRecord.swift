import GRDB

/// A `team_info` row: a club's lasting identity.
package struct TeamInfoRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "team_info"

    package let id: String
    package let name: String
    package let shortName: String
    package let city: String
    package let stadium: String
    let founded: Int
}
