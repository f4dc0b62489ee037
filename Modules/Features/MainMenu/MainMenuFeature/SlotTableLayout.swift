import DesignSystem

/// Column widths of the career slot table for a screen width: season and date keep their size,
/// the name columns share the rest.
struct SlotTableLayout {
    static let markerWidth = 2
    private static let seasonWidth = 7
    private static let dateWidth = 11

    /// Slot, coach, club, division, season, date.
    let widths: [Int]

    init(width: Int) {
        let separators = 5
        let flexible = max(0, width - Self.markerWidth - Self.seasonWidth - Self.dateWidth - separators)
        let slot = flexible * 20 / 100
        let coach = flexible * 25 / 100
        let club = flexible * 28 / 100
        widths = [slot, coach, club, flexible - slot - coach - club, Self.seasonWidth, Self.dateWidth]
    }

    func line(marker: String, cells: [String]) -> String {
        marker + zip(widths, cells).map { TextLayout.fit($1, to: $0) }.joined(separator: " ")
    }

    /// A row whose text after the slot name spans the other columns.
    func spanningLine(marker: String, first: String, rest: String) -> String {
        let restWidth = widths.dropFirst().reduce(0, +) + widths.count - 2
        return marker + TextLayout.fit(first, to: widths[0]) + " " + TextLayout.fit(rest, to: restWidth)
    }

    var rule: String {
        String(repeating: " ", count: Self.markerWidth)
            + widths.map { String(repeating: "─", count: $0) }.joined(separator: " ")
    }
}
