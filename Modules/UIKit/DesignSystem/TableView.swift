/// A table with a header row; the sorted column shows ▲/▼ and the selected row a `▶` marker.
public enum TableView {
    public struct Column: Sendable, Hashable {
        public let title: String
        public let width: Int
        public let alignment: TextLayout.Alignment

        public init(_ title: String, width: Int, alignment: TextLayout.Alignment = .left) {
            self.title = title
            self.width = width
            self.alignment = alignment
        }
    }

    public struct Sort: Sendable, Hashable {
        public let column: Int
        public let ascending: Bool

        public init(column: Int, ascending: Bool) {
            self.column = column
            self.ascending = ascending
        }
    }

    public static func render(columns: [Column], rows: [[String]], selectedRow: Int?,
                              sort: Sort?, theme: Theme) -> [String] {
        let header = columns.enumerated().map { index, column -> String in
            let arrow = sort?.column == index ? (sort?.ascending == true ? "▲" : "▼") : ""
            return TextLayout.fit(column.title + arrow, to: column.width, alignment: column.alignment)
        }.joined(separator: " ")
        let rule = columns.map { String(repeating: "─", count: $0.width) }.joined(separator: " ")
        let body = rows.enumerated().map { index, row -> String in
            let cells = zip(columns, row).map { column, cell in
                TextLayout.fit(cell, to: column.width, alignment: column.alignment)
            }.joined(separator: " ")
            let isSelected = index == selectedRow
            let line = (isSelected ? "▶ " : "  ") + cells
            return isSelected ? theme.paint(line, .selected) : line
        }
        return [theme.paint("  " + header, .heading), "  " + rule] + body
    }
}
