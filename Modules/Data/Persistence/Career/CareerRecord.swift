import GRDB

/// The single `career` row: whose game the file holds and where it stands.
package struct CareerRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "career"

    package let id: String
    package let coachId: String
    package let userTeamId: String
    package let leagueId: String
    package let currentSeasonId: String
    /// The UInt64 seed by bit pattern: SQLite integers are signed 64-bit.
    package let worldSeed: Int64
    /// ISO `yyyy-mm-dd`.
    package let currentDate: String
}
