/// A line of a division's top-scorer list.
public struct ScorerSummary: Sendable, Hashable {
    public let playerId: String
    public let playerName: String
    public let teamId: String
    public let clubName: String
    public let goals: Int
    public let assists: Int
    public let appearances: Int

    public init(playerId: String, playerName: String, teamId: String, clubName: String, goals: Int, assists: Int,
                appearances: Int) {
        self.playerId = playerId
        self.playerName = playerName
        self.teamId = teamId
        self.clubName = clubName
        self.goals = goals
        self.assists = assists
        self.appearances = appearances
    }
}
