import GRDB

/// A row of the scorers query: a player with at least one goal this season, his season totals and the
/// club and division he belongs to now.
struct ScorerRecord: Decodable, Equatable, FetchableRecord {
    let playerId: String
    let firstName: String
    let lastName: String
    let teamId: String
    let divisionId: String
    let goals: Int
    let assists: Int
    let appearances: Int
}
