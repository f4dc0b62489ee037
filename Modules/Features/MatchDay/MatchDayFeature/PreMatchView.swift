import DesignSystem

/// Before kick-off: the fixture, both line-ups side by side, the line-up's state and the squad picker,
/// which takes the rest of the height.
enum PreMatchView {
    static func render(_ preMatch: PreMatchViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let column = SideBySide.columnWidth(for: width)
        var lines = [
            theme.paint(TextLayout.truncate(preMatch.header, to: width), .dim),
            theme.paint(TextLayout.truncate(preMatch.fixture, to: width), .heading),
        ]
        lines += SideBySide.join(LineUpPanelView.render(preMatch.userLineUp, width: column, theme: theme),
                                 LineUpPanelView.render(preMatch.opponentLineUp, width: column, theme: theme),
                                 width: width)
        if let violation = preMatch.violation {
            lines += ErrorLine.render(violation, width: width, theme: theme, indented: false)
        } else {
            lines.append(TextLayout.truncate(preMatch.status, to: width))
        }
        if let notice = preMatch.notice { lines.append(theme.paint(TextLayout.truncate(notice, to: width), .accent)) }
        if let midweek = preMatch.midweek { lines.append(theme.paint(TextLayout.truncate(midweek, to: width), .dim)) }
        let pickerHeight = max(SquadPickerView.headerLines + 1, height - lines.count)
        return lines + SquadPickerView.render(preMatch.squad, width: width, height: pickerHeight, theme: theme)
    }
}
