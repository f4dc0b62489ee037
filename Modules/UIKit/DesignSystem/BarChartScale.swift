/// How tall a bar chart's bars are: rows above the baseline for values over it, rows below it for values under
/// it, shared in proportion to the two extremes (each side that occurs gets a row at least). A bar reaches the row
/// its value falls in, so the extremes reach the labelled top and bottom rows and any value off the baseline shows.
public struct BarChartScale: Equatable, Sendable {
    public let rowsAbove: Int
    public let rowsBelow: Int
    private let baseline: Int
    private let highest: Int
    private let deepest: Int

    /// `rows` bar rows in all, two at least (one each side when values lie on both sides of the baseline).
    public init(values: [Int], baseline: Int, rows: Int) {
        let rows = max(2, rows)
        self.baseline = baseline
        highest = max(0, (values.max() ?? baseline) - baseline)
        deepest = max(0, baseline - (values.min() ?? baseline))
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

    /// The bar of `value` in rows: positive up from the baseline, negative down from it.
    public func cells(_ value: Int) -> Int {
        let offset = value - baseline
        if offset > 0 { return Self.rowsReached(offset, extreme: highest, rows: rowsAbove) }
        if offset < 0 { return -Self.rowsReached(-offset, extreme: deepest, rows: rowsBelow) }
        return 0
    }

    private static func rowsReached(_ magnitude: Int, extreme: Int, rows: Int) -> Int {
        (magnitude * rows + extreme - 1) / extreme
    }
}
