import GRDB

/// A `team_stats` row: one team's league record in one season.
struct TeamStatsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "team_stats"

    let teamId: String
    let seasonId: String
    let won: Int
    let drawn: Int
    let lost: Int
    let goalsFor: Int
    let goalsAgainst: Int
}
