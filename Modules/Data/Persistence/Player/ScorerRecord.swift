import GRDB

/// A row of the scorers query: a player with at least one goal this season, his season totals and the
/// club and division he belongs to now.
package struct ScorerRecord: Decodable, Equatable, FetchableRecord {
    package let playerId: String
    package let firstName: String
    package let lastName: String
    package let teamId: String
    package let divisionId: String
    package let goals: Int
    package let assists: Int
    package let appearances: Int
}
