/// A played match: the score, what happened (in minute order) and how every player who took part did.
public struct MatchReport: Sendable, Hashable, Codable {
    public let matchId: String
    public let homeTeamId: String
    public let awayTeamId: String
    public let homeGoals: Int
    public let awayGoals: Int
    public let events: [MatchEvent]
    public let performances: [PlayerPerformance]
    /// The match's numbers; nil for a match stored before the engine counted them.
    public let stats: MatchStats?
    /// A cup tie level after ninety minutes went to thirty more; the goals above include theirs.
    public let extraTime: Bool
    /// A cup tie still level after extra time, settled from the spot.
    public let shootout: PenaltyShootout?

    public init(matchId: String, homeTeamId: String, awayTeamId: String, homeGoals: Int, awayGoals: Int,
                events: [MatchEvent], performances: [PlayerPerformance], stats: MatchStats? = nil,
                extraTime: Bool = false, shootout: PenaltyShootout? = nil) {
        self.matchId = matchId
        self.homeTeamId = homeTeamId
        self.awayTeamId = awayTeamId
        self.homeGoals = homeGoals
        self.awayGoals = awayGoals
        self.events = events
        self.performances = performances
        self.stats = stats
        self.extraTime = extraTime
        self.shootout = shootout
    }

    /// The club that went through: the one with more goals, else the shootout's winner; nil for a draw.
    public var winnerTeamId: String? {
        if homeGoals != awayGoals { return homeGoals > awayGoals ? homeTeamId : awayTeamId }
        return shootout.map { $0.homeWon ? homeTeamId : awayTeamId }
    }
}
