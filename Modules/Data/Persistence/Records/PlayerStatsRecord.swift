import GRDB

/// A `player_stats` row: one player's numbers in one season, with the club of his latest match and the sum
/// of his match ratings (schema v3), which the awards and his profile average over his appearances.
struct PlayerStatsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player_stats"

    let playerId: String
    let seasonId: String
    let appearances: Int
    let goals: Int
    let assists: Int
    let yellowCards: Int
    let redCards: Int
    let ratingTotal: Double
    let teamId: String?
}
