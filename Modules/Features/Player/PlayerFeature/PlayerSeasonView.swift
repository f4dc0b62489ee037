import DesignSystem

/// The current season's label, then its numbers on one line.
enum PlayerSeasonView {
    static func render(_ season: PlayerSeasonViewModel, width: Int, theme: Theme) -> [String] {
        let figures = [("Apps", season.appearances), ("Goals", season.goals), ("Assists", season.assists),
                       ("Yellow", season.yellowCards), ("Red", season.redCards), ("Avg rating", season.averageRating)]
        return [
            ProfileLine.render(label: "This season", [ProfileLine.Part(season.season)], width: width, theme: theme),
            ProfileLine.render([ProfileLine.Part(figures.map { "\($0.0) \($0.1)" }.joined(separator: " · "))],
                               width: width, theme: theme),
        ]
    }
}
