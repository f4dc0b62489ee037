import GRDB

/// A `match` row; the goals are NULL until the match is played.
struct MatchRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "match"

    let id: String
    let seasonId: String
    let divisionId: String
    let matchDay: Int
    let homeTeamId: String
    let awayTeamId: String
    let homeGoals: Int?
    let awayGoals: Int?
}
