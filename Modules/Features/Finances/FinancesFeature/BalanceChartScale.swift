/// How tall the balance chart's bars are: rows above the zero line for credit, rows below it for debt, shared
/// in proportion to the highest and the deepest balance (each side that occurs gets a row at least). A bar
/// reaches the row its balance falls in, so the extremes reach the labelled top and bottom rows and any balance
/// other than zero shows.
struct BalanceChartScale: Equatable {
    let rowsAbove: Int
    let rowsBelow: Int
    private let highest: Int
    private let deepest: Int

    /// `rows` bar rows in all, two at least (one each side when the club was both in credit and in debt).
    init(balances: [Int], rows: Int) {
        let rows = max(2, rows)
        highest = max(0, balances.max() ?? 0)
        deepest = max(0, -(balances.min() ?? 0))
        if deepest == 0 {
            rowsAbove = rows
        } else if highest == 0 {
            rowsAbove = 0
        } else {
            let share = (Double(rows) * Double(highest) / Double(highest + deepest)).rounded()
            rowsAbove = min(rows - 1, max(1, Int(share)))
        }
        rowsBelow = deepest == 0 ? 0 : rows - rowsAbove
    }

    /// The bar of `balance` in rows: positive up from the zero line, negative down from it.
    func cells(_ balance: Int) -> Int {
        if balance > 0 { return Self.rowsReached(balance, extreme: highest, rows: rowsAbove) }
        if balance < 0 { return -Self.rowsReached(-balance, extreme: deepest, rows: rowsBelow) }
        return 0
    }

    private static func rowsReached(_ magnitude: Int, extreme: Int, rows: Int) -> Int {
        (magnitude * rows + extreme - 1) / extreme
    }
}
