import DesignSystem

/// The top of the Finances screen: the club and season with the balance on the right (in debt: red and
/// "IN DEBT", so it reads without colour too), then income and spending side by side.
enum FinancesSummaryView {
    static let maximumColumnWidth = 38
    private static let amountWidth = 11

    static func render(_ summary: FinancesSummaryViewModel, width: Int, theme: Theme) -> [String] {
        let column = min(maximumColumnWidth, max(amountWidth + 1, (width - 2) / 2))
        let blockWidth = min(width, 2 * column + 2)
        let room = max(0, blockWidth - summary.balance.count - 2)
        let heading = TextLayout.fit(TextLayout.truncate(summary.heading, to: room), to: room)
        let balance = theme.paint(summary.balance, summary.isInDebt ? .bad : .good)
        let rows = (0..<max(summary.income.count, summary.spending.count)).map { index in
            let left = summary.income.indices.contains(index) ? summary.income[index] : nil
            let right = summary.spending.indices.contains(index) ? summary.spending[index] : nil
            let line = cell(left, width: column, theme: theme) + "  " + cell(right, width: column, theme: theme)
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
        return [heading + "  " + balance, ""] + rows
    }

    private static func cell(_ line: FinancesLine?, width: Int, theme: Theme) -> String {
        guard let line else { return String(repeating: " ", count: width) }
        let label = (line.emphasis == .total ? "" : "  ") + line.label
        let text = TextLayout.fit(label, to: width - amountWidth)
            + TextLayout.fit(line.amount, to: amountWidth, alignment: .right)
        switch line.emphasis {
        case .total: return theme.paint(text, .heading)
        case .item: return text
        case .alert: return theme.paint(text, .bad)
        }
    }
}
