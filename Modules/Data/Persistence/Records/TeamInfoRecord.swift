import GRDB

/// A `team_info` row: a club's lasting identity.
struct TeamInfoRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "team_info"

    let id: String
    let name: String
    let shortName: String
    let city: String
    let stadium: String
    let founded: Int
}
