import GRDB

/// The `user_tactics` row: the line-up the user last sent out (JSON of `LineUp`) and his last instruction
/// (`TeamInstruction` raw value), kept for the next match day (schema v4).
struct UserTacticsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "user_tactics"

    let careerId: String
    let lineUp: String
    let instruction: String
}
