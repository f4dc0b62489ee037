import GameModels

/// A match day just played: the user's match in full (events with commentary, every player's rating)
/// and the results of the day across the pyramid.
public struct PlayedMatchDay: Sendable, Hashable {
    public let matchDay: Int
    public let date: GameDate
    /// Nil on a day the user's club did not play.
    public let userMatch: MatchReport?
    /// Every match of the day, the user's included, by division tier then home club.
    public let results: [FixtureSummary]
    /// The career after the day (its date has moved on).
    public let summary: CareerSummary

    public init(matchDay: Int, date: GameDate, userMatch: MatchReport?, results: [FixtureSummary],
                summary: CareerSummary) {
        self.matchDay = matchDay
        self.date = date
        self.userMatch = userMatch
        self.results = results
        self.summary = summary
    }
}
