import Economy
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// Stores every club's money for one match day — one week — as `PyramidWeek` moved it, inside the match day's
/// transaction; the user's club's week is kept row by row for its Finances screen. At the season's end, stores
/// every club's prize and investment as `SeasonEndMoney.pyramid` pays them.
enum FinanceWeekWriter {
    static func record(_ money: [String: [MoneyMovement]], matchDay: Int, context: SeasonContext,
                       in db: Database) throws {
        let season = context.season
        try add(money, seasonId: season.id, in: db)
        let userTeamId = context.career.userTeamId
        guard let movements = money[userTeamId] else { return }
        try FinanceStore.recordUserWeek(
            movements.map { MoneyMovementRecord(seasonId: season.id, matchDay: matchDay, kind: $0.kind.rawValue,
                                                amount: $0.amount) },
            balance: FinanceWeekRecord(seasonId: season.id, matchDay: matchDay,
                                       balance: try FinanceStore.balance(teamId: userTeamId, in: db)),
            in: db)
    }

    /// Closes every club's season once its archive is written: books what `close` pays each club.
    static func closeSeason(_ close: SeasonClose, context: SeasonContext, in db: Database) throws {
        try add(close.payments, seasonId: context.season.id, in: db)
    }

    /// Adds each club's `money` to its season totals and its balance, in club order, so a week is written the same
    /// way every time.
    static func add(_ money: [String: [MoneyMovement]], seasonId: String, in db: Database) throws {
        try FinanceStore.add(money.sorted { $0.key < $1.key }.map { teamId, movements in
            FinanceStore.ClubChange(teamId: teamId, totals: movements.map { ($0.kind.rawValue, $0.amount) },
                                    balanceChange: movements.reduce(0) { $0 + $1.signedAmount })
        }, seasonId: seasonId, in: db)
    }
}
