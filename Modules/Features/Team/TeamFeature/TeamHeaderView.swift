import DesignSystem

/// The club header: a framed block with the club's identity, division, money and squad figures.
enum TeamHeaderView {
    static func render(_ header: TeamHeaderViewModel, width: Int, theme: Theme) -> [String] {
        let summary = header.squadSummary
        return Box.render(title: "\(header.clubName) (\(header.shortName))", lines: [
            "\(header.city) · \(header.stadium) · Founded \(header.founded)",
            "\(header.divisionName) · \(header.tier) · Coach \(header.coachName) · Balance \(header.budget)",
            "Squad \(summary.playerCount) · Avg age \(summary.averageAge) · Avg Ovr \(summary.averageOverall)"
                + " · Wages \(summary.weeklyWageBill)",
        ] + (header.seasonNumbers.map { [$0] } ?? []), width: width, theme: theme)
    }
}
