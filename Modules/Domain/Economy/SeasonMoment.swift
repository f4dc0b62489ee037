import GameModels

/// A point in a season, counted in the calendar's weeks (one match day a week, SeasonEngine's
/// `SeasonCalendar`): the unit of time of every amount here. A season has as many weeks as its biggest
/// division has match days.
public struct SeasonMoment: Sendable, Hashable {
    /// The calendar year the season starts in (`Season.year`).
    public let seasonYear: Int
    /// Weeks of the season already gone, 0 at its start.
    public let weeksPlayed: Int
    public let weeksInSeason: Int

    public init(seasonYear: Int, weeksPlayed: Int, weeksInSeason: Int) {
        self.seasonYear = seasonYear
        self.weeksPlayed = weeksPlayed.clamped(to: 0...max(0, weeksInSeason))
        self.weeksInSeason = max(1, weeksInSeason)
    }

    /// Seasons a contract still runs from here: it runs to the end of its `endSeason`, so a deal ending this
    /// season has 1 left at its start and 0.5 half-way; an expired one has none.
    public func seasonsLeft(on contract: Contract) -> Double {
        let thisSeasonLeft = Double(weeksInSeason - weeksPlayed) / Double(weeksInSeason)
        return max(0, Double(contract.endSeason - seasonYear) + thisSeasonLeft)
    }

    /// Whole weeks a contract still runs from here: the rest of this season and every season after it.
    public func weeksLeft(on contract: Contract) -> Int {
        let seasonsAfter = max(0, contract.endSeason - seasonYear)
        let thisSeason = contract.endSeason < seasonYear ? 0 : weeksInSeason - weeksPlayed
        return seasonsAfter * weeksInSeason + thisSeason
    }

    /// What releasing a player costs his club now: his contract paid up, a weekly wage for every week left.
    public func payOff(releasing contract: Contract) -> Int {
        weeksLeft(on: contract) * contract.weeklyWage
    }
}
