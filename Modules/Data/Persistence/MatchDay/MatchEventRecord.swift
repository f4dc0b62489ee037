import GRDB

/// A `match_event` row: one moment of a played match, numbered in match order by `sequence`.
package struct MatchEventRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "match_event"

    package let matchId: String
    let sequence: Int
    package let minute: Int
    /// The `MatchEvent.Kind` raw value.
    package let kind: String
    package let teamId: String?
    package let playerId: String?
    let otherPlayerId: String?
    package let commentary: String
}
