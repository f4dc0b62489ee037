import Economy
import GameModels
import TransferMarket

public extension MarketClub {
    /// A club as the market sees it this season: its balance, the board's budget (`BoardBudget.season`) and what is
    /// left of its transfer money (`SeasonBudget.transfersLeft`). Every club's, the manager's too: his Finances and
    /// his bids read the figure the assistant would trade with (issue #39). `money` nil: a club with no season's money
    /// yet, on its budget.
    static func season(_ team: Team, tier: Int, clubs: Int, money: ClubMoney?, weeks: Int,
                       worldSeed: UInt64) -> MarketClub {
        let money = money
            ?? ClubMoney(balance: team.budget, openingBalance: team.budget, lastRevenue: nil, netSpending: 0)
        let budget = BoardBudget.season(teamId: team.id, tier: tier, clubs: clubs, weeks: weeks, worldSeed: worldSeed,
                                        lastRevenue: money.lastRevenue, openingBalance: money.openingBalance)
        return MarketClub(id: team.id, tier: tier, balance: money.balance,
                          transferBudget: budget.transfersLeft(netSpending: money.netSpending),
                          weeklyWageBudget: budget.weeklyWages)
    }
}
