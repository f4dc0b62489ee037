import DesignSystem

/// What the Finances screen shows: the money summary, then the balance chart over the week-by-week list (or a
/// note before the season's first week).
public struct FinancesViewModel: Equatable, Sendable {
    public var title: String
    public var isLoading: Bool
    public var errorMessage: String?
    public var summary: FinancesSummaryViewModel?
    /// Shown instead of the chart and the list while the season has no week yet.
    public var emptyMessage: String?
    public var chart: BarChartViewModel?
    public var weeks: [FinancesWeekRow]
    /// The list's row under the cursor, marked in the chart too.
    public var selectedWeek: Int?

    public init(title: String = "Finances", isLoading: Bool = true, errorMessage: String? = nil,
                summary: FinancesSummaryViewModel? = nil, emptyMessage: String? = nil,
                chart: BarChartViewModel? = nil, weeks: [FinancesWeekRow] = [], selectedWeek: Int? = nil) {
        self.title = title
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.summary = summary
        self.emptyMessage = emptyMessage
        self.chart = chart
        self.weeks = weeks
        self.selectedWeek = selectedWeek
    }
}
