@testable import DesignSystem
import Testing

@Suite("Bar chart")
struct BarChartTests {
    func lines(_ balances: [Int], top: String?, bottom: String?, baseline: Int = 0, baselineLabel: String = "£0",
               selected: Int? = nil, width: Int = 40, height: Int = 6) -> [String] {
        BarChartView.render(BarChartViewModel(caption: "Balance", values: balances, baseline: baseline,
                                                      baselineLabel: baselineLabel, topLabel: top,
                                                      bottomLabel: bottom),
                                selected: selected, width: width, height: height, theme: .plain)
    }

    @Test("credit only: every bar row above the zero line, the highest balance reaching the top")
    func creditOnly() {
        let scale = BarChartScale(values: [100, 50, 26, 0], baseline: 0, rows: 4)
        #expect(scale.rowsAbove == 4 && scale.rowsBelow == 0)
        #expect([100, 50, 26, 1, 0].map(scale.cells) == [4, 2, 2, 1, 0])
    }

    @Test("credit and debt share the rows by their extremes, each side getting one at least")
    func shared() {
        let scale = BarChartScale(values: [360_000, 115_000, -15_000, -50_000], baseline: 0, rows: 4)
        #expect(scale.rowsAbove == 3 && scale.rowsBelow == 1)
        #expect([360_000, 115_000, -15_000, -50_000].map(scale.cells) == [3, 1, -1, -1])
        let even = BarChartScale(values: [200, -200, -100], baseline: 0, rows: 6)
        #expect(even.rowsAbove == 3 && even.rowsBelow == 3 && [200, -200, -100].map(even.cells) == [3, -3, -2])
        let slight = BarChartScale(values: [1_000_000, -1], baseline: 0, rows: 3)
        #expect(slight.rowsAbove == 2 && slight.rowsBelow == 1 && slight.cells(-1) == -1)
    }

    @Test("debt only: every bar row below the zero line")
    func debtOnly() {
        let scale = BarChartScale(values: [-40, -80], baseline: 0, rows: 2)
        #expect(scale.rowsAbove == 0 && scale.rowsBelow == 2 && [-40, -80].map(scale.cells) == [-1, -2])
    }

    @Test("bars measured from a baseline other than zero: the lowest still shows, the highest reaches the top")
    func offBaseline() {
        let scale = BarChartScale(values: [1_960_000, 1_550_000, 1_400_000], baseline: 1_400_000, rows: 4)
        #expect(scale.rowsAbove == 4 && scale.rowsBelow == 0)
        #expect([1_960_000, 1_550_000, 1_400_000].map(scale.cells) == [4, 2, 0])
        let debt = BarChartScale(values: [-1_100_000, -1_220_000], baseline: -1_000_000, rows: 3)
        #expect(debt.rowsAbove == 0 && debt.rowsBelow == 3 && [-1_100_000, -1_220_000].map(debt.cells) == [-2, -3])
        let chart = lines([1_960_000, 1_550_000], top: "£2.0M", bottom: nil, baseline: 1_400_000,
                          baselineLabel: "£1.4M", width: 20, height: 4)
        #expect(chart == ["Balance", "£2.0M ┤█████", "      │█████ █████", "£1.4M ┼────────────"])
    }

    @Test("bars above the labelled zero line for credit and below it for debt, the selected week marked on it")
    func rendering() {
        let chart = lines([360_000, 260_000, 115_000, -15_000, -50_000], top: "£360.0k", bottom: "−£50.0k",
                          selected: 2, width: 30)
        #expect(chart == [
            "Balance",
            "£360.0k ┤███ ███",
            "        │███ ███",
            "        │███ ███ ███",
            "     £0 ┼────────◆───────────",
            "−£50.0k ┤            ▒▒▒ ▒▒▒",
        ])
    }

    @Test("a single week is one wide bar, not the whole width")
    func singleWeek() {
        let chart = lines([5_000], top: "£5.0k", bottom: nil, width: 80, height: 4)
        #expect(chart == ["Balance", "£5.0k ┤███████", "      │███████", "   £0 ┼────────"])
    }

    @Test("bars fill the width with gaps once there is room; a season wider than the screen shows its latest weeks")
    func widths() {
        let wide = lines(Array(repeating: 10, count: 10), top: "£10", bottom: nil, width: 40, height: 4)
        #expect(wide[1] == "£10 ┤██ ██ ██ ██ ██ ██ ██ ██ ██ ██")
        let long = lines((1...50).map { $0 }, top: "£50", bottom: nil, width: 30, height: 4)
        #expect(long[1] == "£50 ┤" + String(repeating: "█", count: 25))
        #expect(long[3] == " £0 ┼" + String(repeating: "─", count: 25))
    }
}
