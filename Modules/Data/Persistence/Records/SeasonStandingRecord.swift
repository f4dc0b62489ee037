import GRDB

/// A `season_standing` row: one club's final place in a finished season (schema v3).
struct SeasonStandingRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "season_standing"

    let seasonId: String
    let teamId: String
    let divisionId: String
    let position: Int
    let won: Int
    let drawn: Int
    let lost: Int
    let goalsFor: Int
    let goalsAgainst: Int
}
