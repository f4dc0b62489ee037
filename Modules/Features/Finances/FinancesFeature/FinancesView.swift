import DesignSystem
import Navigation

/// The Finances screen: the money summary, then the balance chart over the week-by-week list, sharing the
/// height left; before the season's first week a one-line note stands in for both.
@MainActor
public final class FinancesView: Screen {
    public let presenter: any FinancesViewPresenter
    /// The weeks the list showed at the last render: what `[` and `]` page by.
    private var pageSize = 1

    public init(presenter: any FinancesViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓", "week"), KeyHint("[ ]", "page"), KeyHint("esc", "back")]
    }

    /// Every appearance reloads: a match day played in another tab moves the money.
    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        if let error = viewModel.errorMessage {
            return ErrorLine.render(error, width: context.width, theme: theme, indented: false)
        }
        guard let summary = viewModel.summary else {
            return viewModel.isLoading ? ["Loading the finances…"] : []
        }
        var lines = FinancesSummaryView.render(summary, width: context.width, theme: theme)
        if let empty = viewModel.emptyMessage {
            lines += ["", theme.paint(TextLayout.truncate(empty, to: context.width), .dim)]
        } else if let chart = viewModel.chart {
            let room = context.height - lines.count
            let chartHeight = min(12, max(4, room / 2))
            let listRows = max(1, room - chartHeight - FinancesWeekListView.headerLines)
            pageSize = listRows
            lines += BarChartView.render(chart, selected: viewModel.selectedWeek, width: context.width,
                                             height: chartHeight, theme: theme)
            lines += FinancesWeekListView.render(viewModel.weeks, selected: viewModel.selectedWeek, rows: listRows,
                                                 theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): presenter.moveSelection(by: -1)
        case .down, .character("j"): presenter.moveSelection(by: 1)
        case .character("["): presenter.moveSelection(by: -pageSize)
        case .character("]"): presenter.moveSelection(by: pageSize)
        case .escape: presenter.close()
        default: return false
        }
        return true
    }
}
