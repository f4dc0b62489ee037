import Economy
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// Every club's money as the week's rules read it (`ClubMoney`), from a handful of reads for the whole pyramid.
enum PyramidMoneyLoader {
    static func money(context: SeasonContext, in db: Database) throws -> [String: ClubMoney] {
        let season = context.season
        let balances = try MarketMoneyStore.balances(in: db)
        let totals = Dictionary(grouping: try MarketMoneyStore.clubTotals(seasonId: season.id, in: db), by: \.teamId)
        let lastSeason = try FinanceStore.seasonId(ofYear: season.year - 1, in: db).map { previous in
            Dictionary(grouping: try MarketMoneyStore.clubTotals(seasonId: previous, in: db), by: \.teamId)
        }
        let spent = try MarketMoneyStore.netSpendingByClub(seasonId: season.id, in: db)
        return Dictionary(context.teams.map { team in
            let balance = balances[team.id] ?? 0
            return (team.id, ClubMoney(balance: balance, openingBalance: balance - signedTotal(totals[team.id] ?? []),
                                       lastRevenue: lastSeason.map { recurringIncome($0[team.id] ?? []) },
                                       netSpending: spent[team.id] ?? 0))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// A season's income the board plans on (`MoneyKind.isRecurringIncome`), from a club's totals by kind.
    static func recurringIncome(_ totals: [ClubMoneyRecord]) -> Int {
        totals.filter { MoneyKind(rawValue: $0.kind)?.isRecurringIncome == true }.reduce(0) { $0 + $1.amount }
    }

    /// Everything a club's totals moved its balance by.
    static func signedTotal(_ totals: [ClubMoneyRecord]) -> Int {
        totals.compactMap { row in MoneyKind(rawValue: row.kind).map { MoneyMovement(kind: $0, amount: row.amount) } }
            .reduce(0) { $0 + $1.signedAmount }
    }
}
