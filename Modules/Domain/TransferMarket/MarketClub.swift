/// A club as the market sees it on one day: its tier and what it can spend.
public struct MarketClub: Sendable, Hashable {
    public let id: String
    public let tier: Int
    /// Money in the bank; may be negative.
    public let balance: Int
    /// What is left this season of the board's transfer budget (`SeasonBudget.transfers`, plus sales).
    public let transferBudget: Int
    /// The board's weekly wage bill (`SeasonBudget.weeklyWages`).
    public let weeklyWageBudget: Int

    public init(id: String, tier: Int, balance: Int, transferBudget: Int, weeklyWageBudget: Int) {
        self.id = id
        self.tier = tier
        self.balance = balance
        self.transferBudget = transferBudget
        self.weeklyWageBudget = weeklyWageBudget
    }
}
