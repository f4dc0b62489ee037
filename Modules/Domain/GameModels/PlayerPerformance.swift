/// What one player did in one match, with the 1–10 match rating shown in reports.
public struct PlayerPerformance: Sendable, Hashable, Codable {
    public let playerId: String
    public let teamId: String
    public let started: Bool
    public let minutesPlayed: Int
    public let goals: Int
    public let assists: Int
    public let yellowCards: Int
    public let redCards: Int
    public let injured: Bool
    public let rating: Double
    /// The line he played last, where the engine's report says so (nil in a report read back from storage).
    public let line: Position?

    public init(playerId: String, teamId: String, started: Bool, minutesPlayed: Int, goals: Int = 0,
                assists: Int = 0, yellowCards: Int = 0, redCards: Int = 0, injured: Bool = false, rating: Double, line: Position? = nil) {
        self.playerId = playerId
        self.teamId = teamId
        self.started = started
        self.minutesPlayed = minutesPlayed
        self.goals = goals
        self.assists = assists
        self.yellowCards = yellowCards
        self.redCards = redCards
        self.injured = injured
        self.rating = rating
        self.line = line
    }
}
