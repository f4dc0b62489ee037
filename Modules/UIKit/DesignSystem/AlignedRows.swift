/// A list of rows in columns as wide as their widest cell (two spaces apart, trailing spaces dropped), an optional
/// header above them, some rows highlighted, scrolled from an offset and pulled back so the last screen is full.
public enum AlignedRows {
    public static func render(header: [String]?, rows: [[String]], highlighted: [Bool], rightAligned: Set<Int> = [],
                              scrollOffset: Int, width: Int, height: Int, theme: Theme) -> [String] {
        let all = (header.map { [$0] } ?? []) + rows
        let columns = all.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let text = cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ")
            return TextLayout.truncate(String(text.reversed().drop { $0 == " " }.reversed()), to: width)
        }
        let capacity = max(1, height - (header == nil ? 0 : 1))
        let top = min(max(0, scrollOffset), max(0, rows.count - capacity))
        let body = rows.indices.dropFirst(top).prefix(capacity).map { index in
            let text = line(rows[index])
            return index < highlighted.count && highlighted[index] ? theme.paint(text, .accent) : text
        }
        return (header.map { [theme.paint(line($0), .heading)] } ?? []) + body
    }
}
