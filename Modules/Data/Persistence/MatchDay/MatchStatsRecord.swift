import GRDB

/// A `match_stats` row: one side's numbers in one of the user's matches (side 0 at home).
package struct MatchStatsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "match_stats"

    package let matchId: String
    package let side: Int
    package let shots: Int
    package let shotsOnTarget: Int
    package let corners: Int
    package let fouls: Int
    package let yellowCards: Int
    package let redCards: Int
    package let offsides: Int
    package let possession: Int
}
