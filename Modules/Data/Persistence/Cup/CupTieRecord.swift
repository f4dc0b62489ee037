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

    /// Every read of this record selects `columnNames` in order, so `init(row:)` reads by position: the record
    /// books read every season's ties (≈ 1,500 at season 20).
    package static var databaseSelection: [any SQLSelectable] { columnNames.map { Column($0) } }

    /// `columnNames` as SQL, for reads written out.
    static let selection = columnNames.map(\.quotedDatabaseIdentifier).joined(separator: ", ")

    package init(row: Row) throws {
        id = try row.decode(atIndex: 0)
        seasonId = try row.decode(atIndex: 1)
        round = try row.decode(atIndex: 2)
        homeTeamId = try row.decode(atIndex: 3)
        awayTeamId = try row.decode(atIndex: 4)
        homeTier = try row.decode(atIndex: 5)
        awayTier = try row.decode(atIndex: 6)
        neutralGround = try row.decode(atIndex: 7)
        homeGoals = try row.decode(atIndex: 8)
        awayGoals = try row.decode(atIndex: 9)
        extraTime = try row.decode(atIndex: 10)
        homePenalties = try row.decode(atIndex: 11)
        awayPenalties = try row.decode(atIndex: 12)
    }

    func bind(to statement: inout BatchStatement) {
        statement.bind(id, seasonId, round, homeTeamId, awayTeamId, homeTier, awayTier, neutralGround, homeGoals,
                       awayGoals, extraTime, homePenalties, awayPenalties)
    }
}
