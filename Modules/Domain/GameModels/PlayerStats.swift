/// A player's numbers for one season.
public struct PlayerStats: Sendable, Hashable, Codable {
    public let playerId: String
    public let seasonId: String
    public let appearances: Int
    public let goals: Int
    public let assists: Int
    public let yellowCards: Int
    public let redCards: Int

    public init(playerId: String, seasonId: String, appearances: Int = 0, goals: Int = 0,
                assists: Int = 0, yellowCards: Int = 0, redCards: Int = 0) {
        self.playerId = playerId
        self.seasonId = seasonId
        self.appearances = appearances
        self.goals = goals
        self.assists = assists
        self.yellowCards = yellowCards
        self.redCards = redCards
    }
}
