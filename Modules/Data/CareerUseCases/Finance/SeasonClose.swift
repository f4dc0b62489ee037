import Economy
import GameModels
import GRDB
import Persistence
import SeasonEngine

/// The end of a season's money, worked out before anything is written: what `SeasonEndMoney.pyramid` pays each
/// club, and the money the next season opens on — the balance after it and the season's recurring income, which
/// the rollover's budgets rest on exactly as `simulate`'s books have them.
struct SeasonClose {
    let payments: [String: [MoneyMovement]]
    let money: [String: ClubMoney]

    init(standings: [String: [Standing]], context: SeasonContext, in db: Database) throws {
        let totals = Dictionary(grouping: try MarketMoneyStore.clubTotals(seasonId: context.season.id, in: db),
                                by: \.teamId)
        let revenue = totals.mapValues(PyramidMoneyLoader.recurringIncome)
        let balances = try MarketMoneyStore.balances(in: db)
        let payments = SeasonEndMoney.pyramid(
            standings: standings,
            tiers: Dictionary(context.divisions.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first }),
            balances: balances, revenue: revenue)
        self.payments = payments
        money = Dictionary(context.teams.map { team in
            (team.id, ClubMoney.closing(balance: balances[team.id] ?? 0, revenue: revenue[team.id] ?? 0,
                                        paid: payments[team.id] ?? []))
        }, uniquingKeysWith: { first, _ in first })
    }
}
