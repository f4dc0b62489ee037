import GRDB

/// A `cup_tie` row: one tie of a season's cup, its result once played.
package struct CupTieRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "cup_tie"

    package let id: String
    package let seasonId: String
    package let round: Int
    package let homeTeamId: String
    package let awayTeamId: String
    package let homeTier: Int
    package let awayTier: Int
    package let neutralGround: Bool
    package let homeGoals: Int?
    package let awayGoals: Int?
    let extraTime: Bool
    package let homePenalties: Int?
    package let awayPenalties: Int?
}

/// Written a batch to a statement (`CupStore.save`): a round's draw and results are dozens of ties.
extension CupTieRecord: PositionalRecord {
    static let columnNames = [
        "id", "seasonId", "round", "homeTeamId", "awayTeamId", "homeTier", "awayTier", "neutralGround", "homeGoals",
        "awayGoals", "extraTime", "homePenalties", "awayPenalties",
    ]

    func bind(to statement: inout BatchStatement) {
        statement.bind(id, seasonId, round, homeTeamId, awayTeamId, homeTier, awayTier, neutralGround, homeGoals,
                       awayGoals, extraTime, homePenalties, awayPenalties)
    }
}
