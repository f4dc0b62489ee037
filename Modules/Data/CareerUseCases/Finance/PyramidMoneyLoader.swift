import Economy
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// Every club's money as the week's rules read it (`ClubMoney`), from a handful of reads for the whole pyramid.
enum PyramidMoneyLoader {
    /// What of a club's money stays the same through a season, so a day can carry it to the next (`DayCarry`).
    struct SeasonMoney: Sendable, Equatable {
        let openingBalance: Int
        let lastRevenue: Int?
    }

    /// Every club's money, what of it stays the same through the season, and its net spending on fees so far.
    struct Pyramid {
        let clubs: [String: ClubMoney]
        let season: [String: SeasonMoney]
        let netSpending: [String: Int]
    }

    /// `season` and `netSpending`: each when a day carries it; read from the file otherwise.
    static func money(context: SeasonContext, season: [String: SeasonMoney]?, netSpending: [String: Int]? = nil,
                      in db: Database) throws -> Pyramid {
        let balances = try MarketMoneyStore.balances(in: db)
        let season = try season ?? seasonMoney(context: context, balances: balances, in: db)
        let spent = try netSpending ?? Self.netSpending(seasonId: context.season.id, in: db)
        let clubs = Dictionary(context.teams.map { team in
            let balance = balances[team.id] ?? 0
            return (team.id, ClubMoney(balance: balance, openingBalance: season[team.id]?.openingBalance ?? balance,
                                       lastRevenue: season[team.id]?.lastRevenue, netSpending: spent[team.id] ?? 0))
        }, uniquingKeysWith: { first, _ in first })
        return Pyramid(clubs: clubs, season: season, netSpending: spent)
    }

    /// Each club's opening balance (its balance less what this season's totals moved it by) and last season's
    /// recurring income.
    private static func seasonMoney(context: SeasonContext, balances: [String: Int],
                                    in db: Database) throws -> [String: SeasonMoney] {
        let season = context.season
        let totals = Dictionary(grouping: try MarketMoneyStore.clubTotals(seasonId: season.id, in: db), by: \.teamId)
        let lastSeason = try FinanceStore.seasonId(ofYear: season.year - 1, in: db).map { previous in
            Dictionary(grouping: try MarketMoneyStore.clubTotals(seasonId: previous, in: db), by: \.teamId)
        }
        return Dictionary(context.teams.map { team in
            (team.id, SeasonMoney(openingBalance: (balances[team.id] ?? 0) - signedTotal(totals[team.id] ?? []),
                                  lastRevenue: lastSeason.map { recurringIncome($0[team.id] ?? []) }))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Every club's net spending on fees this season (`NetSpending`), from the season's moves.
    static func netSpending(seasonId: String, in db: Database) throws -> [String: Int] {
        NetSpending.byClub(try MarketMoneyStore.seasonFees(seasonId: seasonId, in: db))
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
