import DesignSystem

/// The list of the Transfers page shown: a header, a rule and the rows that fit, the selected one kept on
/// screen and marked `▶`; each line cut to the width, so a narrow terminal loses the right-hand columns.
enum TransfersTableView {
    /// The header, its rule and one row.
    static let minimumHeight = 3

    static func render(_ viewModel: TransfersViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        guard height > 0 else { return [] }
        if let empty = viewModel.emptyMessage {
            return Array(TextLayout.wrap(empty, to: width).map { theme.paint($0, .dim) }.prefix(height))
        }
        guard !viewModel.rows.isEmpty else {
            return viewModel.isLoading ? ["Loading the transfer market…"] : []
        }
        let columns = viewModel.columns
        let header = "  " + columns.map { TextLayout.fit($0.title, to: $0.width, alignment: $0.alignment) }
            .joined(separator: " ")
        let rule = "  " + columns.map { String(repeating: "─", count: $0.width) }.joined(separator: " ")
        let head = [theme.paint(TextLayout.truncate(header, to: width), .heading), TextLayout.truncate(rule, to: width)]
        let capacity = height - head.count
        guard capacity > 0 else { return Array(head.prefix(height)) }
        let window = ScrollWindow.rows(count: viewModel.rows.count, selected: viewModel.selectedIndex,
                                       capacity: capacity)
        let rows = window.map { index in
            let cells = zip(columns, viewModel.rows[index]).map { column, cell in
                TextLayout.fit(cell, to: column.width, alignment: column.alignment)
            }.joined(separator: " ")
            let isSelected = index == viewModel.selectedIndex
            let line = TextLayout.truncate((isSelected ? "▶ " : "  ") + cells, to: width)
            return isSelected ? theme.paint(line, .selected) : line
        }
        return head + rows
    }
}
