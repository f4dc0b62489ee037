/// What the board lets the manager spend in a season: a sum for transfer fees and a weekly wage bill.
public struct SeasonBudget: Sendable, Hashable {
    public let transfers: Int
    public let weeklyWages: Int

    public init(transfers: Int, weeklyWages: Int) {
        self.transfers = transfers
        self.weeklyWages = weeklyWages
    }
}
