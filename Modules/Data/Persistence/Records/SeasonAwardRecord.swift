import GRDB

/// A `season_award` row: one division's award of a finished season (schema v3).
struct SeasonAwardRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "season_award"

    let seasonId: String
    let divisionId: String
    /// The `SeasonAward.Kind` raw value.
    let kind: String
    let playerId: String
    let teamId: String
    let value: Double
}
