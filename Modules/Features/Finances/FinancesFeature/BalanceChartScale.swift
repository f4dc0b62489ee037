/// How tall the balance chart's bars are: rows above the baseline for balances over it, rows below it for
/// balances under it, shared in proportion to the two extremes (each side that occurs gets a row at least).
/// A bar reaches the row its balance falls in, so the extremes reach the labelled top and bottom rows and any
/// balance off the baseline shows.
struct BalanceChartScale: Equatable {
    let rowsAbove: Int
    let rowsBelow: Int
    private let baseline: Int
    private let highest: Int
    private let deepest: Int

    /// `rows` bar rows in all, two at least (one each side when balances lie on both sides of the baseline).
    init(balances: [Int], baseline: Int, rows: Int) {
        let rows = max(2, rows)
        self.baseline = baseline
        highest = max(0, (balances.max() ?? baseline) - baseline)
        deepest = max(0, baseline - (balances.min() ?? baseline))
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

    /// The bar of `balance` in rows: positive up from the baseline, negative down from it.
    func cells(_ balance: Int) -> Int {
        let offset = balance - baseline
        if offset > 0 { return Self.rowsReached(offset, extreme: highest, rows: rowsAbove) }
        if offset < 0 { return -Self.rowsReached(-offset, extreme: deepest, rows: rowsBelow) }
        return 0
    }

    private static func rowsReached(_ magnitude: Int, extreme: Int, rows: Int) -> Int {
        (magnitude * rows + extreme - 1) / extreme
    }
}
