import GameModels

/// A fixture with club names, for lists of fixtures and results; the goals are nil until it is played.
public struct FixtureSummary: Sendable, Hashable {
    public let matchId: String
    public let divisionId: String
    public let matchDay: Int
    public let date: GameDate
    public let homeTeamId: String
    public let homeName: String
    public let awayTeamId: String
    public let awayName: String
    public let homeGoals: Int?
    public let awayGoals: Int?
    /// How a cup tie was settled beyond its score (`CupTie.settlement`); nil for a league match.
    public let settlement: String?

    public init(matchId: String, divisionId: String, matchDay: Int, date: GameDate, homeTeamId: String,
                homeName: String, awayTeamId: String, awayName: String, homeGoals: Int?, awayGoals: Int?,
                settlement: String? = nil) {
        self.matchId = matchId
        self.divisionId = divisionId
        self.matchDay = matchDay
        self.date = date
        self.homeTeamId = homeTeamId
        self.homeName = homeName
        self.awayTeamId = awayTeamId
        self.awayName = awayName
        self.homeGoals = homeGoals
        self.awayGoals = awayGoals
        self.settlement = settlement
    }

    public var isPlayed: Bool { homeGoals != nil && awayGoals != nil }
}
