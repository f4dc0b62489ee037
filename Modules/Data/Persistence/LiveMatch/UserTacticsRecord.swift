import GRDB

/// The `user_tactics` row: the line-up the user last sent out (JSON of `LineUp`) and his last instruction
/// (`TeamInstruction` raw value), kept for the next match day (schema v4).
package struct UserTacticsRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "user_tactics"

    package let careerId: String
    package let lineUp: String
    package let instruction: String
}
