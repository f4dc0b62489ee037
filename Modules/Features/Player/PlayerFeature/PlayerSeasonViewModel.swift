/// The current season's numbers.
public struct PlayerSeasonViewModel: Equatable, Sendable {
    /// e.g. "2026/27".
    public var season: String
    public var appearances: String
    public var goals: String
    public var assists: String
    public var yellowCards: String
    public var redCards: String
    /// One decimal, e.g. "7.1"; "–" before his first rated match.
    public var averageRating: String

    public init(season: String, appearances: String, goals: String, assists: String, yellowCards: String,
                redCards: String, averageRating: String) {
        self.season = season
        self.appearances = appearances
        self.goals = goals
        self.assists = assists
        self.yellowCards = yellowCards
        self.redCards = redCards
        self.averageRating = averageRating
    }
}
