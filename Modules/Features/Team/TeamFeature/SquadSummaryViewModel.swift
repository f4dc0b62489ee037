/// The squad in four figures, shown in the club header.
public struct SquadSummaryViewModel: Equatable, Sendable {
    public var playerCount: String
    /// One decimal, e.g. "25.5"; "–" for an empty squad.
    public var averageAge: String
    public var averageOverall: String
    /// e.g. "£29.5k/wk".
    public var weeklyWageBill: String

    public init(playerCount: String, averageAge: String, averageOverall: String, weeklyWageBill: String) {
        self.playerCount = playerCount
        self.averageAge = averageAge
        self.averageOverall = averageOverall
        self.weeklyWageBill = weeklyWageBill
    }
}
