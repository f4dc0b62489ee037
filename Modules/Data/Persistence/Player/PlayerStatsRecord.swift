import GRDB

/// A `player_stats` row: one player's numbers in one season, with the club of his latest match and the sum
/// of his match ratings (schema v3), which the awards and his profile average over his appearances.
package struct PlayerStatsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "player_stats"

    package let playerId: String
    package let seasonId: String
    package let appearances: Int
    package let goals: Int
    package let assists: Int
    let yellowCards: Int
    let redCards: Int
    package let ratingTotal: Double
    package let teamId: String?
}
