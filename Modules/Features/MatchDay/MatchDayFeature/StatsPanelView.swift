import DesignSystem

/// A match's numbers as a television caption: the home figure, the label in the middle, the away figure, under
/// the two clubs' short names when the screen does not already show them.
enum StatsPanelView {
    /// The figures' columns: "100%" is the widest.
    private static let figureWidth = 4

    static func render(_ lines: [MatchStatLine], names: (home: String, away: String)?, width: Int, height: Int,
                       theme: Theme) -> [String] {
        guard !lines.isEmpty, height > 0 else { return [] }
        let labelWidth = max(1, min(lines.map(\.label.count).max() ?? 1, width - 2 * (figureWidth + 2)))
        let heading = names.map { [row($0.home, "", $0.away, labelWidth: labelWidth)] } ?? []
        let rows = lines.map { line in row(line.home, line.label, line.away, labelWidth: labelWidth) }
        return (heading + rows).prefix(height).enumerated().map { index, text in
            let fitted = TextLayout.truncate(text, to: width)
            return index < heading.count ? theme.paint(fitted, .heading) : fitted
        }
    }

    private static func row(_ home: String, _ label: String, _ away: String, labelWidth: Int) -> String {
        "  " + TextLayout.fit(home, to: figureWidth, alignment: .right) + "  "
            + TextLayout.fit(label, to: labelWidth, alignment: .center) + "  " + TextLayout.fit(away, to: figureWidth)
    }
}
