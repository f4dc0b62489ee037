/// A fixture between two teams; the score is nil until it has been played.
public struct Match: Identifiable, Sendable, Hashable, Codable {
    public let id: String
    public let seasonId: String
    public let divisionId: String
    public let matchDay: Int
    public let homeTeamId: String
    public let awayTeamId: String
    public let homeGoals: Int?
    public let awayGoals: Int?

    public init(id: String, seasonId: String, divisionId: String, matchDay: Int,
                homeTeamId: String, awayTeamId: String, homeGoals: Int? = nil, awayGoals: Int? = nil) {
        self.id = id
        self.seasonId = seasonId
        self.divisionId = divisionId
        self.matchDay = matchDay
        self.homeTeamId = homeTeamId
        self.awayTeamId = awayTeamId
        self.homeGoals = homeGoals
        self.awayGoals = awayGoals
    }

    public var isPlayed: Bool { homeGoals != nil && awayGoals != nil }
}
