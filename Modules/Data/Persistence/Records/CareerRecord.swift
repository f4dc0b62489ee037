import GRDB

/// The single `career` row: whose game the file holds and where it stands.
struct CareerRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "career"

    let id: String
    let coachId: String
    let userTeamId: String
    let leagueId: String
    let currentSeasonId: String
    /// The UInt64 seed by bit pattern: SQLite integers are signed 64-bit.
    let worldSeed: Int64
    /// ISO `yyyy-mm-dd`.
    let currentDate: String
}
