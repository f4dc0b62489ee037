import DesignSystem

/// The user's squad with each player's role, scrolled so the selected row stays within `height` lines.
enum SquadPickerView {
    /// Header and rule lines above the rows.
    static let headerLines = 2

    private static let titles = ["Role", "Pos", "Name", "Ovr", "Fit", ""]
    // Role, position, overall, fitness and status are fixed; the name takes what is left (the
    // selection marker takes 2 columns and each of the 5 gaps 1).
    private static let fixedWidths = [4, 3, 3, 4, 3]
    private static let fixedWidth = 2 + fixedWidths.reduce(0, +) + 5

    static func render(_ picker: SquadPickerViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let widths = [4, 3, max(6, width - fixedWidth), 3, 4, 3]
        let alignments: [TextLayout.Alignment] = [.left, .left, .left, .right, .right, .left]
        func cells(_ texts: [String]) -> [String] {
            zip(texts, zip(widths, alignments)).map { TextLayout.fit($0, to: $1.0, alignment: $1.1) }
        }
        let header = theme.paint("  " + cells(titles).joined(separator: " ").trimmingTrailingSpaces, .heading)
        let rule = "  " + widths.map { String(repeating: "─", count: $0) }.joined(separator: " ")
        let window = ScrollWindow.rows(count: picker.rows.count, selected: picker.selectedRow,
                                       capacity: height - headerLines)
        let rows = picker.rows[window].enumerated().map { offset, row -> String in
            var texts = cells([row.role.label, row.position, row.name, row.overall, row.fitness,
                               row.unavailability ?? ""])
            if window.lowerBound + offset == picker.selectedRow {
                return theme.paint("▶ " + texts.joined(separator: " ").trimmingTrailingSpaces, .selected)
            }
            texts[0] = theme.paint(texts[0], roleStyle(row.role))
            if row.unavailability != nil { texts[5] = theme.paint(texts[5], .bad) }
            return ("  " + texts.joined(separator: " ")).trimmingTrailingSpaces
        }
        return [header, TextLayout.truncate(rule, to: width)] + rows
    }

    private static func roleStyle(_ role: SquadRole) -> TextStyle {
        switch role {
        case .starter: .good
        case .bench: .accent
        case .none: .dim
        }
    }
}
