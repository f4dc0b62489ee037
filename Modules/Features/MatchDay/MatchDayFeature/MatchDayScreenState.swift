import DataManaging
import GameModels
import MatchEngine

/// Everything the match-day screen knows, held by the interactor and turned into the view model by the
/// transform. The phase decides which of the rest is in use.
public struct MatchDayScreenState: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// Fetching (or failed to fetch) the next match day.
        case loading
        /// Choosing the line-up, or an idle day waiting to be played.
        case preMatch
        /// The user's match, played against the clock and managed while paused.
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
    /// One line over the next day about the days just played by themselves: a day without the user's match (one
    /// Enter played it and moved on), or the days `n` played until something needed him (issue #42).
    public var dayNotice: String?
    public var preview: MatchDayPreview?
    /// Only fetched on a day without a user match, for the club's name and division.
    public var career: CareerSummary?
    /// The user's line-up as chosen so far; nil on a day without a user match.
    public var lineUp: LineUp?
    /// The instruction his match kicks off with (`i` changes it before kick-off).
    public var instruction: TeamInstruction = .hold
    /// Index into the user's squad (pre-match).
    public var selectedIndex: Int?
    /// Why the last kick-off was refused; cleared by the next change to the line-up.
    public var violation: LineUpRule.Violation?
    /// What the last `f` before kick-off did to the eleven; cleared by the next change to the line-up.
    public var formationSwitch: FormationSwitch?
    /// Why the last change during the match was refused, in the data layer's words; cleared by the next action.
    public var notice: String?
    /// The user's match in progress, from kick-off to full time.
    public var live: LiveMatch?
    /// The clock over `live.match.report.events`.
    public var clock: ReplayClock?
    /// Whether the live match shows its numbers above the commentary (`t`).
    public var showsStats = false
    /// The management panel's selection while the live match is paused.
    public var management: ManagementSelection
    public var played: PlayedMatchDay?
    public var reportPanel: PostMatchPanel
    /// The selected row of the report panel on show.
    public var reportCursor: Int

    public init(phase: Phase = .loading, isLoading: Bool = true, errorMessage: String? = nil,
                preview: MatchDayPreview? = nil, career: CareerSummary? = nil, lineUp: LineUp? = nil,
                selectedIndex: Int? = nil, violation: LineUpRule.Violation? = nil,
                formationSwitch: FormationSwitch? = nil, notice: String? = nil,
                live: LiveMatch? = nil, clock: ReplayClock? = nil, management: ManagementSelection = .init(),
                played: PlayedMatchDay? = nil, reportPanel: PostMatchPanel = .ratings, reportCursor: Int = 0) {
        self.phase = phase
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.preview = preview
        self.career = career
        self.lineUp = lineUp
        self.selectedIndex = selectedIndex
        self.violation = violation
        self.formationSwitch = formationSwitch
        self.notice = notice
        self.live = live
        self.clock = clock
        self.management = management
        self.played = played
        self.reportPanel = reportPanel
        self.reportCursor = reportCursor
    }

    /// The user's squad on a day he plays, in the preview's order.
    public var squad: [Player] { preview?.userMatch?.user.squad ?? [] }

    public var selectedPlayer: Player? {
        guard let selectedIndex, squad.indices.contains(selectedIndex) else { return nil }
        return squad[selectedIndex]
    }

    /// The user's side at the clock's minute, while his match is played.
    public var situation: MatchSituation? {
        guard let live, let clock else { return nil }
        return live.match.situation(afterMinute: clock.minute)
    }
}

/// A new formation before kick-off: how many of the user's eleven it kept and who came in for the rest.
public struct FormationSwitch: Sendable, Equatable {
    public let formation: Formation
    public let kept: Int
    /// Player ids, in the line-up's order.
    public let newcomers: [String]

    public init(formation: Formation, kept: Int, newcomers: [String]) {
        self.formation = formation
        self.kept = kept
        self.newcomers = newcomers
    }
}

/// Where the management panel's selection is, and the player picked to come off, if any.
public struct ManagementSelection: Sendable, Equatable {
    /// Index into `ManagementRows.rows`.
    public var cursor: Int
    /// Chosen with Enter; the next Enter on a substitute brings him on for this player.
    public var offPlayerId: String?

    public init(cursor: Int = 0, offPlayerId: String? = nil) {
        self.cursor = cursor
        self.offPlayerId = offPlayerId
    }
}

/// The post-match report's lower panel: the ratings, the match's numbers, or the other results.
public enum PostMatchPanel: Sendable, Hashable, CaseIterable {
    case ratings, stats, results
}
