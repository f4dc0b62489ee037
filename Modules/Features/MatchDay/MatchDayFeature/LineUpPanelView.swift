import DesignSystem

/// One side's line-up: the club and formation, then a line per position ("DF  No3, No4, …").
enum LineUpPanelView {
    static func render(_ panel: LineUpPanelViewModel, width: Int, theme: Theme) -> [String] {
        [theme.paint(TextLayout.truncate(panel.title, to: width), .heading)]
            + panel.lines.map { line in
                TextLayout.truncate(TextLayout.fit(line.label, to: 3) + " " + line.names, to: width)
            }
    }
}
