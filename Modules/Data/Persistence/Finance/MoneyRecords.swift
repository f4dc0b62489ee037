import GRDB

/// A `club_money` row: a club's total of one kind of money over a season (schema v6).
package struct ClubMoneyRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "club_money"

    package let teamId: String
    package let seasonId: String
    /// `MoneyKind` raw value.
    package let kind: String
    package let amount: Int
}

package extension ClubMoneyRecord {
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
package struct MoneyMovementRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "money_movement"

    package let seasonId: String
    package let matchDay: Int
    package let kind: String
    package let amount: Int

    package init(seasonId: String, matchDay: Int, kind: String, amount: Int) {
        self.seasonId = seasonId
        self.matchDay = matchDay
        self.kind = kind
        self.amount = amount
    }
}

/// A `finance_week` row: the user's club's balance after a week (schema v6).
package struct FinanceWeekRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "finance_week"

    package let seasonId: String
    package let matchDay: Int
    package let balance: Int

    package init(seasonId: String, matchDay: Int, balance: Int) {
        self.seasonId = seasonId
        self.matchDay = matchDay
        self.balance = balance
    }
}
