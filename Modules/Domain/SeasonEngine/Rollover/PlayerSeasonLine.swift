/// One player's season, credited to the club he last played for: what the awards and the leaderboards are judged on.
public struct PlayerSeasonLine: Sendable, Hashable {
    public let playerId: String
    public var teamId: String
    public var appearances: Int
    public var goals: Int
    public var ratingTotal: Double
    public var assists: Int
    public var yellowCards: Int
    public var redCards: Int

    public init(playerId: String, teamId: String, appearances: Int = 0, goals: Int = 0, ratingTotal: Double = 0,
                assists: Int = 0, yellowCards: Int = 0, redCards: Int = 0) {
        self.playerId = playerId
        self.teamId = teamId
        self.appearances = appearances
        self.goals = goals
        self.ratingTotal = ratingTotal
        self.assists = assists
        self.yellowCards = yellowCards
        self.redCards = redCards
    }

    public var averageRating: Double { appearances > 0 ? ratingTotal / Double(appearances) : 0 }
}
