import DesignSystem

/// The live match: the scoreboard (score, clock, speed, pause), the fixture with the user's tactics and
/// a refused change stay on top whatever the height; below, the commentary (newest lines at the bottom)
/// or, while paused, the management panel over the last lines of it, with the latest scores beside.
enum LiveMatchView {
    /// Minute column ("90+4' ") and marker ("● ") in front of each commentary line.
    private static let minuteWidth = 6
    private static let indent = minuteWidth + 2
    /// Commentary lines kept under the management panel, so the last events stay in view.
    private static let commentaryUnderPanel = 3

    static func render(_ live: LiveMatchViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        var top = [scoreboard(live, width: width, theme: theme),
                   fixture(live, width: width, theme: theme),
                   String(repeating: "─", count: width)]
        if let notice = live.notice { top += ErrorLine.render(notice, width: width, theme: theme, indented: false) }
        let footer = live.isFinished
            ? [theme.paint(TextLayout.truncate("Full time — press Enter for the match report", to: width), .accent)]
            : []
        let room = max(0, height - top.count - footer.count)
        let scoresWidth = live.latestScores.isEmpty ? 0
            : LatestScoresView.width(for: width, beside: live.management != nil)
        let mainWidth = scoresWidth == 0 ? width : width - scoresWidth - SideBySide.gap
        var main: [String]
        if let panel = live.management {
            let commentaryRoom = min(commentaryUnderPanel, max(0, room - ManagementPanelView.minimumHeight))
            main = ManagementPanelView.render(panel, width: mainWidth, height: room - commentaryRoom, theme: theme)
            main += commentary(live, width: mainWidth, room: commentaryRoom, theme: theme)
        } else if let stats = live.stats {
            // The numbers on top, the newest commentary under them.
            main = StatsPanelView.render(stats, names: nil, width: mainWidth, height: room, theme: theme)
            main.append(String(repeating: "─", count: mainWidth))
            main += commentary(live, width: mainWidth, room: max(0, room - main.count), theme: theme)
        } else {
            main = commentary(live, width: mainWidth, room: room, theme: theme)
        }
        if scoresWidth > 0 {
            main = SideBySide.join(main, leftWidth: mainWidth,
                                   LatestScoresView.render(live.latestScores, width: scoresWidth, theme: theme))
        }
        return Array((top + main.prefix(room) + footer).prefix(height))
    }

    /// The newest commentary lines that fit in `room`.
    private static func commentary(_ live: LiveMatchViewModel, width: Int, room: Int, theme: Theme) -> [String] {
        Array(live.commentary.flatMap { line($0, width: width, theme: theme) }.suffix(room))
    }

    /// " CRU 1–0 SPW   37'" on the left, the speed and pause state on the right (dropped if no room).
    private static func scoreboard(_ live: LiveMatchViewModel, width: Int, theme: Theme) -> String {
        let score = TextLayout.truncate(" \(live.scoreLine) ", to: max(0, width - live.clock.count - 2))
        let left = theme.paint(score, .heading) + "  " + theme.paint(live.clock, .accent)
        let right = "Speed \(live.speed)" + (live.isPaused ? " · paused" : "")
        return withRight(left, leftWidth: score.count + 2 + live.clock.count, right: right, width: width,
                         style: live.isPaused ? .warning : .dim, theme: theme)
    }

    /// The fixture on the left, the user's formation and instruction on the right (dropped if no room).
    private static func fixture(_ live: LiveMatchViewModel, width: Int, theme: Theme) -> String {
        let room = live.tactics.isEmpty ? width : max(0, width - live.tactics.count - 2)
        let fixture = TextLayout.truncate(live.fixture, to: room)
        return withRight(theme.paint(fixture, .dim), leftWidth: fixture.count, right: live.tactics, width: width,
                         style: .accent, theme: theme)
    }

    private static func withRight(_ left: String, leftWidth: Int, right: String, width: Int, style: TextStyle,
                                  theme: Theme) -> String {
        let gap = width - leftWidth - right.count
        guard !right.isEmpty, gap >= 2 else { return left }
        return left + String(repeating: " ", count: gap) + theme.paint(right, style)
    }

    private static func line(_ line: LiveMatchViewModel.CommentaryLine, width: Int, theme: Theme) -> [String] {
        let wrapped = TextLayout.wrap(line.text, to: max(1, width - indent))
        let style = self.style(line.emphasis)
        return wrapped.enumerated().map { index, text in
            let lead = index == 0
                ? TextLayout.fit(line.minute, to: minuteWidth) + marker(line.emphasis) + " "
                : String(repeating: " ", count: indent)
            return lead + theme.paint(text, style)
        }
    }

    private static func marker(_ emphasis: LiveMatchViewModel.CommentaryLine.Emphasis) -> String {
        switch emphasis {
        case .goal: "●"
        case .booking, .sendingOff: "▮"
        case .whistle: "═"
        case .normal: " "
        }
    }

    private static func style(_ emphasis: LiveMatchViewModel.CommentaryLine.Emphasis) -> TextStyle {
        switch emphasis {
        case .goal: .accent
        case .booking: .warning
        case .sendingOff: .bad
        case .whistle: .heading
        case .normal: .plain
        }
    }
}
