import GRDB

/// A `match_event` row: one moment of a played match, numbered in match order by `sequence`.
struct MatchEventRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "match_event"

    let matchId: String
    let sequence: Int
    let minute: Int
    /// The `MatchEvent.Kind` raw value.
    let kind: String
    let teamId: String?
    let playerId: String?
    let otherPlayerId: String?
    let commentary: String
}
