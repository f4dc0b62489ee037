import GRDB

/// A `season` row.
struct SeasonRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "season"

    let id: String
    let leagueId: String
    let year: Int
}
