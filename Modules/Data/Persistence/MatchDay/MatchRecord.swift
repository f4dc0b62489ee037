import GRDB

/// A `match` row; the goals are NULL until the match is played.
package struct MatchRecord: Codable, Equatable, FetchableRecord, PersistableRecord, PositionalRecord {
    package static let databaseTableName = "match"

    package let id: String
    package let seasonId: String
    package let divisionId: String
    package let matchDay: Int
    package let homeTeamId: String
    package let awayTeamId: String
    package let homeGoals: Int?
    package let awayGoals: Int?
}

package extension MatchRecord {
    /// Every query of this record selects these columns in this order, so `init(row:)` reads by position.
    static let columnNames = ["id", "seasonId", "divisionId", "matchDay", "homeTeamId", "awayTeamId", "homeGoals",
                              "awayGoals"]

    static var databaseSelection: [any SQLSelectable] { columnNames.map { Column($0) } }

    /// Written by position too (`RecordBatch`): a season's end writes the next season's fixtures.
    internal func bind(to statement: inout BatchStatement) {
        statement.bind(id, seasonId, divisionId, matchDay, homeTeamId, awayTeamId, homeGoals, awayGoals)
    }

    /// Read by position, as `PlayerRecord` is: every match day reads the season's results for its crowds, and
    /// decoding them through `Decodable` was a tenth of a persisted season.
    init(row: Row) throws {
        id = try row.decode(atIndex: 0)
        seasonId = try row.decode(atIndex: 1)
        divisionId = try row.decode(atIndex: 2)
        matchDay = try row.decode(atIndex: 3)
        homeTeamId = try row.decode(atIndex: 4)
        awayTeamId = try row.decode(atIndex: 5)
        homeGoals = try row.decode(atIndex: 6)
        awayGoals = try row.decode(atIndex: 7)
    }
}
