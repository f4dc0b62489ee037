import GameModels
import MatchEngine

/// The user's match in progress: both sides as they kicked off, the match as managed so far, the minute
/// the user has reached and how the day's other matches of his division stand minute by minute.
public struct LiveMatch: Sendable, Hashable {
    public let matchDay: Int
    public let date: GameDate
    public let userMatch: MatchDayPreview.UserMatch
    public let match: ManagedMatch
    /// The minute the user has watched to.
    public let minute: Int
    /// The other matches of the user's division that day, by home club.
    public let latestScores: [LatestScore]

    public init(matchDay: Int, date: GameDate, userMatch: MatchDayPreview.UserMatch, match: ManagedMatch, minute: Int,
                latestScores: [LatestScore]) {
        self.matchDay = matchDay
        self.date = date
        self.userMatch = userMatch
        self.match = match
        self.minute = minute
        self.latestScores = latestScores
    }
}
