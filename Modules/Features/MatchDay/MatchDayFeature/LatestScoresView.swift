import DesignSystem

/// The "Latest scores" column beside the live match: one line per other match of the division, a score
/// that changed in the last few minutes marked "●".
enum LatestScoresView {
    /// The column's width at a screen `width`; 0 drops it. Beside the management panel it needs a wide
    /// screen, beside the commentary it shrinks to fit 80 columns. On a wide screen it takes what the commentary
    /// (or the panel) can spare, up to `widest`: club names cut to 9–11 characters at 100 columns looked alike.
    static func width(for width: Int, beside panel: Bool) -> Int {
        switch width {
        case 100...: min(widest, max(32, width - (panel ? panelWidth : commentaryWidth)))
        case 80... where !panel: 26
        default: 0
        }
    }

    /// Wide enough for two names of 21 characters either side of a score with penalties.
    static let widest = 52
    /// What the commentary and the management panel keep of a wide screen.
    private static let commentaryWidth = 54
    private static let panelWidth = 68

    static func render(_ scores: [LatestScoreViewModel], width: Int, theme: Theme) -> [String] {
        let scoreWidth = max(3, scores.map(\.score.count).max() ?? 0)
        // Marker and gap, then the two names either side of the score.
        let nameWidth = max(1, (width - 2 - scoreWidth - 2) / 2)
        let rows = scores.map { score in
            let marker = score.isRecent ? theme.paint("●", .accent) + " " : "  "
            let text = TextLayout.fit(score.home, to: nameWidth) + " "
                + TextLayout.fit(score.score, to: scoreWidth, alignment: .center) + " "
                + TextLayout.truncate(score.away, to: nameWidth)
            return marker + (score.isRecent ? theme.paint(text, .accent) : text)
        }
        return [theme.paint(TextLayout.truncate("Latest scores", to: width), .heading)] + rows
    }
}
