/// What the board lets a club spend in a season: a sum for transfer fees and a weekly wage bill. One budget and one
/// rule for what is left of it, for every club alike: the manager's club and those the assistant runs (issue #39).
public struct SeasonBudget: Sendable, Hashable {
    /// The share of the wage budget, in percent, the board lets a wage bill reach: it marks a bill above it down at
    /// the season's end (`BoardRules.seasonMove`) and pays what is over it out of the transfer money.
    public static let wageTolerance = 110

    public let transfers: Int
    public let weeklyWages: Int

    public init(transfers: Int, weeklyWages: Int) {
        self.transfers = transfers
        self.weeklyWages = weeklyWages
    }

    /// What a weekly wage bill over the tolerated line costs for the rest of the season (at least a week).
    public func wageOverspend(weeklyWageBill: Int, at moment: SeasonMoment) -> Int {
        let line = weeklyWages * Self.wageTolerance / 100
        return max(0, weeklyWageBill - line) * max(1, moment.weeksInSeason - moment.weeksPlayed)
    }

    /// The transfer budget still free: the budget less the season's fees net of sales.
    public func transfersLeft(netSpending: Int) -> Int {
        max(0, transfers - netSpending)
    }

    /// Whether the board funds a signing that takes the weekly wage bill from `weeklyWageBill` to `newWageBill` for a
    /// `fee`: one that adds nothing over the line passes; else the transfer money left must cover the fee and the
    /// whole of the bill over the line for the rest of the season — so a club already over its budget, as many
    /// generated squads are, can still sign while it has the money, and the same money is never promised twice.
    public func funds(newWageBill: Int, from weeklyWageBill: Int, fee: Int, transfersLeft: Int,
                      at moment: SeasonMoment) -> Bool {
        let overspend = wageOverspend(weeklyWageBill: newWageBill, at: moment)
        return overspend <= wageOverspend(weeklyWageBill: weeklyWageBill, at: moment) || overspend + fee <= transfersLeft
    }

    /// What a club can pay in fees now: what is left of its budget, and never more than it has in the bank.
    public static func spendable(transfersLeft: Int, balance: Int) -> Int {
        min(transfersLeft, max(0, balance))
    }
}
