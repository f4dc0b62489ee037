import GRDB

/// A `player_match` row: what one player did in one played match.
package struct PlayerMatchRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "player_match"

    package let matchId: String
    package let playerId: String
    /// The club he played for, kept as played even if he later moves.
    package let teamId: String
    package let started: Bool
    let minutesPlayed: Int
    package let goals: Int
    package let assists: Int
    let yellowCards: Int
    let redCards: Int
    package let injured: Bool
    package let rating: Double
}
