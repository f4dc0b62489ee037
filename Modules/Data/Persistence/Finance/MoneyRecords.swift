import GameModels
import GRDB

/// A club's total of one kind of money over a season: one column of its `club_season_money` row (schema v13).
package struct ClubMoneyRecord: Equatable {
    package let teamId: String
    package let seasonId: String
    /// `MoneyKind` raw value.
    package let kind: String
    package let amount: Int
}

package extension ClubMoneyRecord {
    /// The money columns of `club_season_money`, a kind each (`MoneyKind` raw values).
    static let kinds = MoneyKind.allCases.map(\.rawValue)

    /// The kinds the clubs' season rows hold money of (a kind never booked reads 0 and is left out), `where` a
    /// condition on their `teamId` and `seasonId` holds.
    static func fetchAll(_ db: Database, where condition: String = "TRUE",
                         arguments: StatementArguments = []) throws -> [Self] {
        let columns = (["teamId", "seasonId"] + kinds).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT \(columns) FROM club_season_money WHERE \(condition)"),
                                       arguments: arguments)
        var records: [Self] = []
        while let row = try rows.next() {
            let teamId: String = try row.decode(atIndex: 0)
            let seasonId: String = try row.decode(atIndex: 1)
            for (offset, kind) in kinds.enumerated() {
                let amount: Int = try row.decode(atIndex: offset + 2)
                if amount != 0 { records.append(Self(teamId: teamId, seasonId: seasonId, kind: kind, amount: amount)) }
            }
        }
        return records
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
