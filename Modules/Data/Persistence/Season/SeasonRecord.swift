import GRDB

/// A `season` row.
package struct SeasonRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "season"

    package let id: String
    package let leagueId: String
    package let year: Int
    /// ISO date of match day 1 (schema v2). Only the current season needs one: seasons a file gained
    /// before v2 (benchmark history) may have none.
    package let startDate: String?
}
