/// The balance after each week, as a bar chart draws it: the bars in pounds, the line they rise from (or hang
/// below) and the labels of the line and the extremes.
public struct BalanceChartViewModel: Equatable, Sendable {
    public var caption: String
    /// The balance after each week, oldest first; one bar each.
    public var balances: [Int]
    /// What the bars are measured from: zero when the balance crosses or touches it, else a little beyond the
    /// balance nearest zero, so a season that only drifts still shows its ups and downs.
    public var baseline: Int
    public var baselineLabel: String
    /// The highest balance above the baseline, labelling the top row; nil when no bar rises.
    public var topLabel: String?
    /// The lowest balance below the baseline, labelling the bottom row; nil when no bar hangs.
    public var bottomLabel: String?

    public init(caption: String, balances: [Int], baseline: Int, baselineLabel: String, topLabel: String?,
                bottomLabel: String?) {
        self.caption = caption
        self.balances = balances
        self.baseline = baseline
        self.baselineLabel = baselineLabel
        self.topLabel = topLabel
        self.bottomLabel = bottomLabel
    }
}
