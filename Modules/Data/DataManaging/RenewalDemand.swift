/// What a player asks to stay: a weekly wage from the next week, and a deal to the end of `endSeason`.
public struct RenewalDemand: Sendable, Hashable {
    public let weeklyWage: Int
    /// Full seasons after the current one.
    public let seasons: Int
    /// The calendar year the deal's last season starts in.
    public let endSeason: Int

    public init(weeklyWage: Int, seasons: Int, endSeason: Int) {
        self.weeklyWage = weeklyWage
        self.seasons = seasons
        self.endSeason = endSeason
    }
}
