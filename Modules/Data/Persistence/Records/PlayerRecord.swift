import GRDB

/// A `player` row, with ratings and contract flattened into columns so squads sort and filter in SQL.
struct PlayerRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player"

    let id: String
    let teamId: String?
    let firstName: String
    let lastName: String
    /// The `Position` raw value (`GK`, `DF`, `MF`, `FW`).
    let position: String
    let age: Int
    let pace: Int
    let shooting: Int
    let passing: Int
    let dribbling: Int
    let defending: Int
    let physical: Int
    let goalkeeping: Int
    let overall: Int
    let weeklyWage: Int
    let contractEndSeason: Int
}
