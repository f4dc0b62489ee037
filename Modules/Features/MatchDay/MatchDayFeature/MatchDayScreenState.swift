import DataManaging
import GameModels

/// Everything the match-day screen knows, held by the interactor and turned into the view model by the
/// transform. The phase decides which of the rest is in use.
public struct MatchDayScreenState: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// Fetching (or failed to fetch) the next match day.
        case loading
        /// Choosing the line-up, or an idle day waiting to be played.
        case preMatch
        /// Replaying the user's match against the clock.
        case live
        /// The report of the day just played.
        case postMatch
    }

    public var phase: Phase
    public var isLoading: Bool
    /// One line: a failed load or kick-off, or the season being over.
    public var errorMessage: String?
    /// Every match of the season is played: the next step is the Season Review.
    public var seasonOver: Bool = false
    public var preview: MatchDayPreview?
    /// Only fetched on a day without a user match, for the club's name and division.
    public var career: CareerSummary?
    /// The user's line-up as chosen so far; nil on a day without a user match.
    public var lineUp: LineUp?
    /// Index into the user's squad (pre-match).
    public var selectedIndex: Int?
    /// Why the last kick-off was refused; cleared by the next change to the line-up.
    public var violation: LineUpRule.Violation?
    public var played: PlayedMatchDay?
    /// The replay of `played.userMatch`.
    public var clock: MatchClock?
    public var reportPanel: PostMatchPanel
    /// The selected row of the report panel on show.
    public var reportCursor: Int

    public init(phase: Phase = .loading, isLoading: Bool = true, errorMessage: String? = nil,
                preview: MatchDayPreview? = nil, career: CareerSummary? = nil, lineUp: LineUp? = nil,
                selectedIndex: Int? = nil, violation: LineUpRule.Violation? = nil, played: PlayedMatchDay? = nil,
                clock: MatchClock? = nil, reportPanel: PostMatchPanel = .ratings, reportCursor: Int = 0) {
        self.phase = phase
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.preview = preview
        self.career = career
        self.lineUp = lineUp
        self.selectedIndex = selectedIndex
        self.violation = violation
        self.played = played
        self.clock = clock
        self.reportPanel = reportPanel
        self.reportCursor = reportCursor
    }

    /// The user's squad on a day he plays, in the preview's order.
    public var squad: [Player] { preview?.userMatch?.user.squad ?? [] }

    public var selectedPlayer: Player? {
        guard let selectedIndex, squad.indices.contains(selectedIndex) else { return nil }
        return squad[selectedIndex]
    }
}

/// The two halves of the post-match report's lower panel.
public enum PostMatchPanel: Sendable, Hashable, CaseIterable {
    case ratings, results
}
