import GRDB

/// A `match_stats` row: one side's numbers in one of the user's matches (side 0 at home).
struct MatchStatsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "match_stats"

    package let matchId: String
    package let side: Int
    let shots: Int
    let shotsOnTarget: Int
    let corners: Int
    let fouls: Int
    let yellowCards: Int
    let redCards: Int
    let offsides: Int
    let possession: Int
}
