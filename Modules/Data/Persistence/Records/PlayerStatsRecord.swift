import GRDB

/// A `player_stats` row: one player's numbers in one season.
struct PlayerStatsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player_stats"

    let playerId: String
    let seasonId: String
    let appearances: Int
    let goals: Int
    let assists: Int
    let yellowCards: Int
    let redCards: Int
}
