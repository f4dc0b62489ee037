import GRDB

/// A `division_move` row: a club promoted or relegated at the end of a season (schema v3).
struct DivisionMoveRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "division_move"

    let seasonId: String
    let teamId: String
    let fromDivisionId: String
    let toDivisionId: String
    let promoted: Bool
}
