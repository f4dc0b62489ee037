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

    public init(matchId: String, homeTeamId: String, awayTeamId: String, homeGoals: Int, awayGoals: Int,
                events: [MatchEvent], performances: [PlayerPerformance], stats: MatchStats? = nil) {
        self.matchId = matchId
        self.homeTeamId = homeTeamId
        self.awayTeamId = awayTeamId
        self.homeGoals = homeGoals
        self.awayGoals = awayGoals
        self.events = events
        self.performances = performances
        self.stats = stats
    }
}
