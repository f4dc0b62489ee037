import DesignSystem

/// The report: the result, each side's scorers and cards, then a panel with either the ratings or
/// the other results of the day, which takes the rest of the height.
enum PostMatchView {
    static func render(_ report: PostMatchViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        var lines = [theme.paint(TextLayout.truncate(report.headline, to: width), .heading),
                     theme.paint(TextLayout.truncate(report.subtitle, to: width), .dim)]
        if report.sides.count == 2 {
            let column = SideBySide.columnWidth(for: width)
            lines += SideBySide.join(summary(report.sides[0], width: column, theme: theme),
                                     summary(report.sides[1], width: column, theme: theme), width: width)
        }
        lines.append(tabs(report, width: width, theme: theme))
        let room = max(2, height - lines.count)
        switch report.panel {
        case .ratings:
            lines += RatingsPanelView.render(report.sides, cursor: report.cursor, width: width, height: room,
                                             theme: theme)
        case .stats:
            let names = report.sides.count == 2 ? (report.sides[0].shortName, report.sides[1].shortName) : nil
            lines += StatsPanelView.render(report.stats, names: names, width: width, height: room, theme: theme)
        case .results:
            lines += results(report.otherResults, cursor: report.cursor, width: width, height: room, theme: theme)
        }
        return Array(lines.prefix(height))
    }

    /// "CRU ● No13 12', No14 81'" with the cards under it, wrapped to the column between entries, never inside
    /// one ("Wobble 22' (Y)" stays whole).
    private static func summary(_ side: PostMatchSideViewModel, width: Int, theme: Theme) -> [String] {
        let lead = TextLayout.fit(side.shortName, to: 3) + " ● "
        let indent = String(repeating: " ", count: lead.count)
        let room = max(1, width - lead.count)
        let scorers = side.scorers.isEmpty ? ["–"] : side.scorers
        let goals = TextLayout.wrap(items: scorers, to: room).enumerated().map { index, text in
            (index == 0 ? lead : indent) + theme.paint(text, .accent)
        }
        guard !side.cards.isEmpty else { return goals }
        let cardLead = String(repeating: " ", count: lead.count - 2) + "▮ "
        let cardStyle: TextStyle = side.cards.contains(where: \.isRed) ? .bad : .warning
        let cards = TextLayout.wrap(items: side.cards.map(\.text), to: room)
            .enumerated().map { index, text in (index == 0 ? cardLead : indent) + theme.paint(text, cardStyle) }
        return goals + cards
    }

    /// A rule with the panel names in it, the one on show in brackets.
    private static func tabs(_ report: PostMatchViewModel, width: Int, theme: Theme) -> String {
        let resultsName = report.sides.isEmpty ? "Results of the day" : "Other results"
        var names: [(PostMatchPanel, String)] = [(.results, "\(resultsName) (\(report.otherResults.count))")]
        if !report.stats.isEmpty { names.insert((.stats, "Statistics"), at: 0) }
        if !report.sides.isEmpty { names.insert((.ratings, "Ratings"), at: 0) }
        var plainWidth = 1
        var line = "─"
        for (panel, name) in names {
            let label = panel == report.panel ? "[\(name)]" : name
            plainWidth += label.count + 2
            line += " " + (panel == report.panel ? theme.paint(label, .selected) : label) + " "
        }
        guard plainWidth <= width else {
            return TextLayout.truncate(names.map(\.1).joined(separator: " · "), to: width)
        }
        return line + String(repeating: "─", count: width - plainWidth)
    }

    private static func results(_ results: [String], cursor: Int, width: Int, height: Int,
                                theme: Theme) -> [String] {
        guard !results.isEmpty else { return [theme.paint("  No other matches on this day", .dim)] }
        let window = ScrollWindow.rows(count: results.count, selected: cursor, capacity: height)
        return MenuList.render(items: results[window].map { MenuList.Item($0) },
                               selected: window.contains(cursor) ? cursor - window.lowerBound : nil,
                               width: width, theme: theme)
    }
}
