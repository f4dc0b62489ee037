import Economy

/// What the board looks at when a season ends: the final place against the club's strength rank, and the
/// wage bill against the season's budget.
public struct BoardSeason: Sendable, Hashable {
    public let position: Int
    /// The club's strength rank in its division (1 = strongest) and the division's size.
    public let rank: Int
    public let clubs: Int
    public let weeklyWageBill: Int
    /// The board's budget for the season; its weekly wages are what the bill is held to.
    public let budget: SeasonBudget

    public init(position: Int, rank: Int, clubs: Int, weeklyWageBill: Int, budget: SeasonBudget) {
        self.position = position
        self.rank = rank
        self.clubs = clubs
        self.weeklyWageBill = weeklyWageBill
        self.budget = budget
    }
}
