/// The market as it stands for the user's club today.
public struct TransferMarketStatus: Sendable, Hashable {
    /// Which window is open, if any.
    public enum Window: Sendable, Hashable {
        /// Open until the match day `closesAfterMatchDay` is played; `name` is whole ("Pre-season window").
        case open(name: String, closesAfterMatchDay: Int)
        /// Shut; the next one opens before match day `opensAtMatchDay` (nil: at the next season).
        case closed(nextName: String, opensAtMatchDay: Int?)
    }

    public let window: Window
    public let balance: Int
    /// What the board lets the club spend on fees.
    public let transferBudget: Int
    public let weeklyWageBill: Int
    public let weeklyWageBudget: Int
    public let squadSize: Int
    public let squadLimits: ClosedRange<Int>
    public let pricing: BidPricing

    public init(window: Window, balance: Int, transferBudget: Int, weeklyWageBill: Int, weeklyWageBudget: Int,
                squadSize: Int, squadLimits: ClosedRange<Int>, pricing: BidPricing) {
        self.window = window
        self.balance = balance
        self.transferBudget = transferBudget
        self.weeklyWageBill = weeklyWageBill
        self.weeklyWageBudget = weeklyWageBudget
        self.squadSize = squadSize
        self.squadLimits = squadLimits
        self.pricing = pricing
    }
}
