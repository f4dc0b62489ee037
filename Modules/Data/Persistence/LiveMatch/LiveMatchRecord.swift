import GRDB

/// The `live_match` row: the user's match kicked off and not yet at full time (schema v4). `lineUp` and
/// `changes` are JSON of `LineUp` and `[MatchChange]`.
package struct LiveMatchRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "live_match"

    package let careerId: String
    package let matchDay: Int
    package let lineUp: String
    package let changes: String
    package let minute: Int
}
