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
        let userTeamId = context.career.userTeamId
        for (teamId, movements) in money.sorted(by: { $0.key < $1.key }) {
            try add(movements, teamId: teamId, seasonId: season.id, in: db)
            guard teamId == userTeamId else { continue }
            try FinanceStore.recordUserWeek(
                movements.map { MoneyMovementRecord(seasonId: season.id, matchDay: matchDay, kind: $0.kind.rawValue,
                                                    amount: $0.amount) },
                balance: FinanceWeekRecord(seasonId: season.id, matchDay: matchDay,
                                           balance: try FinanceStore.balance(teamId: teamId, in: db)),
                in: db)
        }
    }

    /// Closes every club's season once its archive is written: books what `close` pays each club.
    static func closeSeason(_ close: SeasonClose, context: SeasonContext, in db: Database) throws {
        for (teamId, movements) in close.payments.sorted(by: { $0.key < $1.key }) {
            try add(movements, teamId: teamId, seasonId: context.season.id, in: db)
        }
    }

    private static func add(_ movements: [MoneyMovement], teamId: String, seasonId: String, in db: Database) throws {
        try FinanceStore.add(movements.map { ($0.kind.rawValue, $0.amount) }, teamId: teamId, seasonId: seasonId,
                             balanceChange: movements.reduce(0) { $0 + $1.signedAmount }, in: db)
    }
}
