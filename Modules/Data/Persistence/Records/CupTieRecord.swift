import GRDB

/// A `cup_tie` row: one tie of a season's cup, its result once played.
struct CupTieRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "cup_tie"

    let id: String
    let seasonId: String
    let round: Int
    let homeTeamId: String
    let awayTeamId: String
    let homeTier: Int
    let awayTier: Int
    let neutralGround: Bool
    let homeGoals: Int?
    let awayGoals: Int?
    let extraTime: Bool
    let homePenalties: Int?
    let awayPenalties: Int?
}
