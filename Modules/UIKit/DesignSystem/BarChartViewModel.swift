/// What a bar chart draws: the bars, the line they rise from (or hang below) and the labels of the line and the
/// extremes, already written as the screen says them.
public struct BarChartViewModel: Equatable, Sendable {
    public var caption: String
    /// Oldest first; one bar each.
    public var values: [Int]
    /// What the bars are measured from.
    public var baseline: Int
    public var baselineLabel: String
    /// The highest value above the baseline, labelling the top row; nil when no bar rises.
    public var topLabel: String?
    /// The lowest value below the baseline, labelling the bottom row; nil when no bar hangs.
    public var bottomLabel: String?

    public init(caption: String, values: [Int], baseline: Int, baselineLabel: String, topLabel: String?,
                bottomLabel: String?) {
        self.caption = caption
        self.values = values
        self.baseline = baseline
        self.baselineLabel = baselineLabel
        self.topLabel = topLabel
        self.bottomLabel = bottomLabel
    }
}
