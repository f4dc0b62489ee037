/// A team's league record for one season.
public struct TeamStats: Sendable, Hashable, Codable {
    public let teamId: String
    public let seasonId: String
    public let won: Int
    public let drawn: Int
    public let lost: Int
    public let goalsFor: Int
    public let goalsAgainst: Int

    public init(teamId: String, seasonId: String, won: Int = 0, drawn: Int = 0, lost: Int = 0,
                goalsFor: Int = 0, goalsAgainst: Int = 0) {
        self.teamId = teamId
        self.seasonId = seasonId
        self.won = won
        self.drawn = drawn
        self.lost = lost
        self.goalsFor = goalsFor
        self.goalsAgainst = goalsAgainst
    }

    public var played: Int { won + drawn + lost }
    public var points: Int { LeaguePoints.of(won: won, drawn: drawn) }
    public var goalDifference: Int { goalsFor - goalsAgainst }
}
