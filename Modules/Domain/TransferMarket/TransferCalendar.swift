/// When the windows of a season of `matchDays` match days are open, counted in match days (one a week).
/// Each window stays open before `windowLength` match days are played: the pre-season window before match
/// days 1–3, the mid-season one before the three match days after the halfway point (19–21 of a 38-day
/// season: real winter windows last about a month). A season too short for both keeps them apart.
public struct TransferCalendar: Sendable, Hashable {
    public static let windowLength = 3

    /// The opening of a window: the match day it opens before, and whether that is next season's.
    public struct Opening: Sendable, Hashable {
        public let window: TransferWindow
        public let beforeMatchDay: Int
        public let nextSeason: Bool

        public init(window: TransferWindow, beforeMatchDay: Int, nextSeason: Bool) {
            self.window = window
            self.beforeMatchDay = beforeMatchDay
            self.nextSeason = nextSeason
        }
    }

    public let matchDays: Int

    public init(matchDays: Int) {
        self.matchDays = max(1, matchDays)
    }

    /// The first match day still to play when `window` opens.
    public func opens(_ window: TransferWindow) -> Int {
        switch window {
        case .preSeason: 1
        case .midSeason: max(closesAfter(.preSeason) + 1, matchDays / 2 + 1)
        }
    }

    /// The match day after which `window` is shut.
    public func closesAfter(_ window: TransferWindow) -> Int {
        min(matchDays, opens(window) + Self.windowLength - 1)
    }

    /// The window open while `nextMatchDay` is the next match day to play; nil when none is (also once the
    /// season is played: the next pre-season window belongs to the next season).
    public func window(nextMatchDay: Int) -> TransferWindow? {
        TransferWindow.allCases.first { (opens($0)...closesAfter($0)).contains(nextMatchDay) }
    }

    /// The next window to open after `nextMatchDay`'s state: the mid-season one, or next season's pre-season.
    public func nextOpening(nextMatchDay: Int) -> Opening {
        let midSeason = opens(.midSeason)
        if nextMatchDay < midSeason, midSeason <= matchDays {
            return Opening(window: .midSeason, beforeMatchDay: midSeason, nextSeason: false)
        }
        return Opening(window: .preSeason, beforeMatchDay: opens(.preSeason), nextSeason: true)
    }
}
