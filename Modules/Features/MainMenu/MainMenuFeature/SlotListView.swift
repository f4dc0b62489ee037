import DesignSystem

/// The careers to continue as a table; unreadable slots are dimmed and say why.
enum SlotListView {
    static let heading = "Continue a career"
    private static let columnTitles = ["Slot", "Coach", "Club", "Division", "Season", "Date"]

    /// Heading, blank, column header, rule, then as many rows as `height` leaves room for.
    static func render(_ viewModel: SlotListViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let layout = SlotTableLayout(width: width)
        let top = [theme.paint(TextLayout.fit(heading, to: width), .heading), "",
                   theme.paint(layout.line(marker: "  ", cells: columnTitles), .heading), layout.rule]
        let window = ScrollWindow.rows(count: viewModel.rows.count, selected: viewModel.selectedIndex,
                                       capacity: height - top.count)
        let rows = window.map { index in
            row(viewModel.rows[index], isSelected: index == viewModel.selectedIndex, layout: layout, theme: theme)
        }
        return top + rows
    }

    private static func row(_ row: SlotRowViewModel, isSelected: Bool, layout: SlotTableLayout, theme: Theme) -> String {
        let marker = isSelected ? "▶ " : "  "
        switch row.detail {
        case let .career(coach, club, division, season, date):
            let line = layout.line(marker: marker, cells: [row.slotName, coach, club, division, season, date])
            return isSelected ? theme.paint(line, .selected) : line
        case .unreadable(let text):
            let line = layout.spanningLine(marker: marker, first: row.slotName, rest: text)
            return theme.paint(line, isSelected ? .selected : .dim)
        }
    }
}
