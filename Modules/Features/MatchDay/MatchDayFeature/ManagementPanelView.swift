import DesignSystem

/// The paused match's management panel: the changes left, the assistant's advice, what Enter does, then
/// the players (on the pitch, empty places, the bench), scrolled so the selection stays in view.
enum ManagementPanelView {
    /// Below this the panel has no room for its rows.
    static let minimumHeight = 6
    /// Marker, line label, condition and booked mark with their gaps.
    private static let fixedWidth = 2 + 4 + 5 + 2

    static func render(_ panel: ManagementPanelViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        var lines = [theme.paint(TextLayout.truncate(panel.changesLeft, to: width), .dim)]
        if let suggestion = panel.suggestion {
            lines.append(theme.paint(TextLayout.truncate("Assistant: " + suggestion, to: width), .accent))
        }
        lines.append(theme.paint(TextLayout.truncate(panel.prompt, to: width), .dim))
        let window = ScrollWindow.rows(count: panel.rows.count, selected: panel.selectedRow,
                                       capacity: height - lines.count)
        let rows = window.map { index in
            row(panel.rows[index], selected: index == panel.selectedRow, width: width, theme: theme)
        }
        return Array((lines + rows).prefix(max(0, height)))
    }

    private static func row(_ row: ManagementPanelViewModel.Row, selected: Bool, width: Int,
                            theme: Theme) -> String {
        let label = TextLayout.fit(row.kind == .comingOff ? "OFF" : row.label, to: 3)
        let text = label + " " + TextLayout.fit(row.name, to: max(4, width - fixedWidth)) + " "
            + TextLayout.fit(row.condition, to: 4, alignment: .right)
        let booked = row.isBooked ? " ▮" : ""
        if selected { return theme.paint("▶ " + text + booked, .selected) }
        return "  " + theme.paint(text, style(row.kind)) + (row.isBooked ? " " + theme.paint("▮", .warning) : "")
    }

    private static func style(_ kind: ManagementPanelViewModel.Row.Kind) -> TextStyle {
        switch kind {
        case .onPitch: .plain
        case .emptyPlace: .bad
        case .bench: .dim
        case .comingOff: .warning
        }
    }
}
