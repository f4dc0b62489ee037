import GameModels

/// What an advance played: each match day with the user's result (nil on a day the user's club did not
/// play), whether the season is now over, and the career afterwards.
public struct AdvanceResult: Sendable, Hashable {
    public struct Day: Sendable, Hashable {
        public let matchDay: Int
        public let date: GameDate
        public let userResult: FixtureSummary?

        public init(matchDay: Int, date: GameDate, userResult: FixtureSummary?) {
            self.matchDay = matchDay
            self.date = date
            self.userResult = userResult
        }
    }

    public let days: [Day]
    /// The season ends crossed on the way, in order.
    public let seasonEnds: [SeasonEndSummary]
    public let seasonOver: Bool
    public let summary: CareerSummary

    public init(days: [Day], seasonEnds: [SeasonEndSummary] = [], seasonOver: Bool, summary: CareerSummary) {
        self.days = days
        self.seasonEnds = seasonEnds
        self.seasonOver = seasonOver
        self.summary = summary
    }
}
