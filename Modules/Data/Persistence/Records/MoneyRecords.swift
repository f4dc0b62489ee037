import GRDB

/// A `club_money` row: a club's total of one kind of money over a season (schema v6).
struct ClubMoneyRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "club_money"

    let teamId: String
    let seasonId: String
    /// `MoneyKind` raw value.
    let kind: String
    let amount: Int
}

extension ClubMoneyRecord {
    /// Every query of this record selects these columns in this order, so `init(row:)` reads by position.
    static let columnNames = ["teamId", "seasonId", "kind", "amount"]

    static var databaseSelection: [any SQLSelectable] { columnNames.map { Column($0) } }

    /// Read by position: every match day prices the whole pyramid from two seasons of these.
    init(row: Row) throws {
        teamId = try row.decode(atIndex: 0)
        seasonId = try row.decode(atIndex: 1)
        kind = try row.decode(atIndex: 2)
        amount = try row.decode(atIndex: 3)
    }
}

/// A `money_movement` row: one kind of money the user's club moved in one week (schema v6).
struct MoneyMovementRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "money_movement"

    let seasonId: String
    let matchDay: Int
    let kind: String
    let amount: Int
}

/// A `finance_week` row: the user's club's balance after a week (schema v6).
struct FinanceWeekRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "finance_week"

    let seasonId: String
    let matchDay: Int
    let balance: Int
}
