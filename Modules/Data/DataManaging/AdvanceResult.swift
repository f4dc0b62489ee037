import GameModels

/// What an advance played: each match day with the user's result (nil on a day the user's club did not
/// play), whether the season is now over, and the career afterwards.
public struct AdvanceResult: Sendable, Hashable {
    public struct Day: Sendable, Hashable {
        public let matchDay: Int
        public let date: GameDate
        public let userResult: FixtureSummary?
        /// The user's club's cup tie played midweek after the day, if it played one.
        public let cupResult: CupResult?
        /// False for the cup round the game left for the manager after an earlier advance's day: only that round
        /// was played, dated midweek after match day `matchDay`.
        public let playedLeague: Bool

        public init(matchDay: Int, date: GameDate, userResult: FixtureSummary?, cupResult: CupResult? = nil,
                    playedLeague: Bool = true) {
            self.matchDay = matchDay
            self.date = date
            self.userResult = userResult
            self.cupResult = cupResult
            self.playedLeague = playedLeague
        }
    }

    /// A cup tie as the headless commands tell it: the round, both clubs by name, the goals after extra time, the
    /// penalties apart, and whether the user's club went through.
    public struct CupResult: Sendable, Hashable {
        public let roundName: String
        public let homeName: String
        public let awayName: String
        public let tie: CupTie
        public let wentThrough: Bool

        public init(roundName: String, homeName: String, awayName: String, tie: CupTie, wentThrough: Bool) {
            self.roundName = roundName
            self.homeName = homeName
            self.awayName = awayName
            self.tie = tie
            self.wentThrough = wentThrough
        }
    }

    public let days: [Day]
    /// The season ends crossed on the way, in order.
    public let seasonEnds: [SeasonEndSummary]
    public let seasonOver: Bool
    public let summary: CareerSummary
    /// What stopped an advance `untilNews`, a line each ("Rovers bid £1.2M for Bob Puddle"); empty otherwise.
    public let news: [String]

    public init(days: [Day], seasonEnds: [SeasonEndSummary] = [], seasonOver: Bool, summary: CareerSummary,
                news: [String] = []) {
        self.days = days
        self.seasonEnds = seasonEnds
        self.seasonOver = seasonOver
        self.summary = summary
        self.news = news
    }
}
