/// The balance after each week, as a bar chart draws it: the bars in pounds and the labels of its extremes.
public struct BalanceChartViewModel: Equatable, Sendable {
    public var caption: String
    /// The balance after each week, oldest first; one bar each.
    public var balances: [Int]
    /// The highest balance above zero, labelling the top row; nil when the club was never in credit.
    public var topLabel: String?
    /// The deepest debt, labelling the bottom row; nil when the club was never in debt.
    public var bottomLabel: String?

    public init(caption: String, balances: [Int], topLabel: String?, bottomLabel: String?) {
        self.caption = caption
        self.balances = balances
        self.topLabel = topLabel
        self.bottomLabel = bottomLabel
    }
}
