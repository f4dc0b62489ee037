import GRDB

/// A `player_match` row: what one player did in one played match.
struct PlayerMatchRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player_match"

    let matchId: String
    let playerId: String
    /// The club he played for, kept as played even if he later moves.
    let teamId: String
    let started: Bool
    let minutesPlayed: Int
    let goals: Int
    let assists: Int
    let yellowCards: Int
    let redCards: Int
    let injured: Bool
    let rating: Double
}
