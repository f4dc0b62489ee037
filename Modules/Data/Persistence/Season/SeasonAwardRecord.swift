import GRDB

/// A `season_award` row: one division's award of a finished season (schema v3).
package struct SeasonAwardRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "season_award"

    package let seasonId: String
    package let divisionId: String
    /// The `SeasonAward.Kind` raw value.
    package let kind: String
    package let playerId: String
    package let teamId: String
    package let value: Double

    package init(seasonId: String, divisionId: String, kind: String, playerId: String, teamId: String,
                 value: Double) {
        self.seasonId = seasonId
        self.divisionId = divisionId
        self.kind = kind
        self.playerId = playerId
        self.teamId = teamId
        self.value = value
    }
}
