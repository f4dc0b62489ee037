/// What a club pays a player (per week) and the last season the deal runs.
public struct Contract: Sendable, Hashable, Codable {
    public let weeklyWage: Int
    public let endSeason: Int

    public init(weeklyWage: Int, endSeason: Int) {
        self.weeklyWage = weeklyWage
        self.endSeason = endSeason
    }
}
