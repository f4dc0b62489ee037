import GRDB

/// A `player` row, with ratings, contract and condition flattened into columns so squads sort and filter
/// in SQL.
package struct PlayerRecord: Codable, Equatable, FetchableRecord, PersistableRecord, PositionalRecord {
    package static let databaseTableName = "player"

    package let id: String
    package let teamId: String?
    package let firstName: String
    package let lastName: String
    /// The `Position` raw value (`GK`, `DF`, `MF`, `FW`).
    package let position: String
    package let age: Int
    let pace: Int
    let shooting: Int
    let passing: Int
    let dribbling: Int
    let defending: Int
    let physical: Int
    let goalkeeping: Int
    package let overall: Int
    package let weeklyWage: Int
    let contractEndSeason: Int
    /// The `PlayerCondition`, flattened (schema v2).
    let fitness: Int
    package let injuryMatchDays: Int
    let suspensionMatchDays: Int
    /// Hidden from the user (schema v3).
    let potential: Int
}

package extension PlayerRecord {
    /// Every query of this record selects these columns in this order, so `init(row:)` reads by position.
    static let columnNames = [
        "id", "teamId", "firstName", "lastName", "position", "age", "pace", "shooting", "passing", "dribbling",
        "defending", "physical", "goalkeeping", "overall", "weeklyWage", "contractEndSeason", "fitness",
        "injuryMatchDays", "suspensionMatchDays", "potential",
    ]

    static var databaseSelection: [any SQLSelectable] { columnNames.map { Column($0) } }

    /// Written by position too (`RecordBatch`): a season's end writes every player of the pyramid.
    internal func bind(to statement: inout BatchStatement) {
        statement.bind(id, teamId, firstName, lastName, position, age, pace, shooting, passing, dribbling, defending,
                       physical, goalkeeping, overall, weeklyWage, contractEndSeason, fitness, injuryMatchDays,
                       suspensionMatchDays, potential)
    }

    /// Read by position rather than through `Decodable` or by column name: every match day reads the squads
    /// of the whole pyramid, and name lookups were a fifth of a persisted match day. A value the column
    /// cannot hold throws, as with `Decodable`.
    init(row: Row) throws {
        id = try row.decode(atIndex: 0)
        teamId = try row.decode(atIndex: 1)
        firstName = try row.decode(atIndex: 2)
        lastName = try row.decode(atIndex: 3)
        position = try row.decode(atIndex: 4)
        age = try row.decode(atIndex: 5)
        pace = try row.decode(atIndex: 6)
        shooting = try row.decode(atIndex: 7)
        passing = try row.decode(atIndex: 8)
        dribbling = try row.decode(atIndex: 9)
        defending = try row.decode(atIndex: 10)
        physical = try row.decode(atIndex: 11)
        goalkeeping = try row.decode(atIndex: 12)
        overall = try row.decode(atIndex: 13)
        weeklyWage = try row.decode(atIndex: 14)
        contractEndSeason = try row.decode(atIndex: 15)
        fitness = try row.decode(atIndex: 16)
        injuryMatchDays = try row.decode(atIndex: 17)
        suspensionMatchDays = try row.decode(atIndex: 18)
        potential = try row.decode(atIndex: 19)
    }
}
