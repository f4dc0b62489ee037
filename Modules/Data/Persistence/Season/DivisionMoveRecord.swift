import GRDB

/// A `division_move` row: a club promoted or relegated at the end of a season (schema v3).
package struct DivisionMoveRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "division_move"

    package let seasonId: String
    package let teamId: String
    package let fromDivisionId: String
    package let toDivisionId: String
    package let promoted: Bool

    package init(seasonId: String, teamId: String, fromDivisionId: String, toDivisionId: String, promoted: Bool) {
        self.seasonId = seasonId
        self.teamId = teamId
        self.fromDivisionId = fromDivisionId
        self.toDivisionId = toDivisionId
        self.promoted = promoted
    }
}
