import GRDB

/// A `league` row.
struct LeagueRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "league"

    let id: String
    let name: String
}
