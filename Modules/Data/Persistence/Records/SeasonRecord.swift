import GRDB

/// A `season` row.
struct SeasonRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "season"

    let id: String
    let leagueId: String
    let year: Int
    /// ISO date of match day 1 (schema v2). Only the current season needs one: seasons a file gained
    /// before v2 (benchmark history) may have none.
    let startDate: String?
}
