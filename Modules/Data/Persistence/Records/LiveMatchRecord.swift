import GRDB

/// The `live_match` row: the user's match kicked off and not yet at full time (schema v4). `lineUp` and
/// `changes` are JSON of `LineUp` and `[MatchChange]`.
struct LiveMatchRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "live_match"

    let careerId: String
    let matchDay: Int
    let lineUp: String
    let changes: String
    let minute: Int
}
