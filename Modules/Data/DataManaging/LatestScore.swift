/// Another match of the day as its goals fall: the score at any minute, for the "Latest scores" panel.
public struct LatestScore: Sendable, Hashable {
    public let matchId: String
    public let homeName: String
    public let awayName: String
    /// The minute of each goal, in order.
    public let homeGoalMinutes: [Int]
    public let awayGoalMinutes: [Int]
    /// A cup tie's shootout, kicks scored by each side; nil without one.
    public let homePenalties: Int?
    public let awayPenalties: Int?

    public init(matchId: String, homeName: String, awayName: String, homeGoalMinutes: [Int], awayGoalMinutes: [Int],
                homePenalties: Int? = nil, awayPenalties: Int? = nil) {
        self.matchId = matchId
        self.homeName = homeName
        self.awayName = awayName
        self.homeGoalMinutes = homeGoalMinutes
        self.awayGoalMinutes = awayGoalMinutes
        self.homePenalties = homePenalties
        self.awayPenalties = awayPenalties
    }

    /// The score once every goal up to `minute` has gone in.
    public func score(atMinute minute: Int) -> (home: Int, away: Int) {
        (homeGoalMinutes.count { $0 <= minute }, awayGoalMinutes.count { $0 <= minute })
    }
}
