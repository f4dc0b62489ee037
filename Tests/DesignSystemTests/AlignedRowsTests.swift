import DesignSystem
import Testing

@Suite("Aligned rows")
struct AlignedRowsTests {
    let theme = Theme(colored: false)

    @Test("columns as wide as their widest cell, right-aligned where asked, trailing spaces dropped")
    func alignment() {
        let lines = AlignedRows.render(header: ["Club", "Pts"], rows: [["Owls", "7"], ["Real Muddyford", "12"]],
                                       highlighted: [false, true], rightAligned: [1], scrollOffset: 0, width: 80,
                                       height: 10, theme: theme)
        #expect(lines == ["Club            Pts", "Owls              7", "Real Muddyford   12"])
    }

    @Test("a long list scrolls no further than its last full screen; without a header every line is a row")
    func scrolling() {
        let rows = (1...10).map { ["row \($0)"] }
        let lines = AlignedRows.render(header: nil, rows: rows, highlighted: [], scrollOffset: 9, width: 80, height: 4,
                                       theme: theme)
        #expect(lines == ["row 7", "row 8", "row 9", "row 10"])
    }
}
