/// Plain-text columns for headless output: each column as wide as its widest cell, the last one unpadded;
/// columns listed in `rightAligned` (numbers) line up on the right. A short row (a note such as
/// "unreadable: …" in place of the columns) runs on unpadded and does not widen the columns.
enum TextTable {
    static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let full = rows.filter { $0.count == columns }
        let widths = (0..<columns).map { column in full.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                if rightAligned.contains(column) { return pad + cell }
                return column == row.count - 1 ? cell : cell + pad
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
