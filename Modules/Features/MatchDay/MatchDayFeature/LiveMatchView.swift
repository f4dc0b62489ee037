import DesignSystem

/// The replay: the scoreboard (score, clock, speed, pause) and the fixture stay on top whatever the
/// height; the commentary below keeps its newest lines at the bottom.
enum LiveMatchView {
    /// Minute column ("90+4' ") and marker ("● ") in front of each commentary line.
    private static let minuteWidth = 6
    private static let indent = minuteWidth + 2

    static func render(_ live: LiveMatchViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let top = [scoreboard(live, width: width, theme: theme),
                   theme.paint(TextLayout.truncate(live.fixture, to: width), .dim),
                   String(repeating: "─", count: width)]
        let footer = live.isFinished
            ? [theme.paint(TextLayout.truncate("Full time — press Enter for the match report", to: width), .accent)]
            : []
        let room = max(0, height - top.count - footer.count)
        let commentary = live.commentary.flatMap { line($0, width: width, theme: theme) }.suffix(room)
        return Array((top + commentary + footer).prefix(height))
    }

    /// " CRU 1–0 SPW   37'" on the left, the speed and pause state on the right (dropped if no room).
    private static func scoreboard(_ live: LiveMatchViewModel, width: Int, theme: Theme) -> String {
        let score = TextLayout.truncate(" \(live.scoreLine) ", to: max(0, width - live.clock.count - 2))
        let left = theme.paint(score, .heading) + "  " + theme.paint(live.clock, .accent)
        let leftWidth = score.count + 2 + live.clock.count
        let right = "Speed \(live.speed)" + (live.isPaused ? " · paused" : "")
        let gap = width - leftWidth - right.count
        guard gap >= 2 else { return left }
        return left + String(repeating: " ", count: gap)
            + (live.isPaused ? theme.paint(right, .warning) : theme.paint(right, .dim))
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
