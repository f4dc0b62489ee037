import DataManaging
import GameModels

/// Everything the Season Review knows, held by the interactor and turned into the view model by the transform.
public struct SeasonReviewScreenState: Sendable, Equatable {
    public var phase: SeasonReviewPhase
    public var errorMessage: String?
    public var seasonLabel: String
    public var userTeamId: String
    /// The user's division's final table, and how many go up and down from it.
    public var table: DivisionTable?
    public var promotionPlaces: Int
    public var relegationPlaces: Int
    /// The user's players whose contracts end now, best first, and what he decided for each.
    public var expiring: [Player]
    /// The academy's intake, best prospect first: keep or release, the assistant's advice by default.
    public var academy: [AcademyProspect]
    /// Keep (renew) or release, for every expiring player and every academy youngster.
    public var decisions: [String: ContractDecision]
    /// The selected decision: an expiring player, then the academy's youngsters after them.
    public var selectedIndex: Int?
    public var summary: SeasonEndSummary?
    /// The first line of the summary page shown at the top.
    public var scrollOffset: Int

    public init(phase: SeasonReviewPhase = .loading, errorMessage: String? = nil, seasonLabel: String = "",
                userTeamId: String = "", table: DivisionTable? = nil, promotionPlaces: Int = 0,
                relegationPlaces: Int = 0, expiring: [Player] = [], academy: [AcademyProspect] = [],
                decisions: [String: ContractDecision] = [:],
                selectedIndex: Int? = nil, summary: SeasonEndSummary? = nil, scrollOffset: Int = 0) {
        self.phase = phase
        self.errorMessage = errorMessage
        self.seasonLabel = seasonLabel
        self.userTeamId = userTeamId
        self.table = table
        self.promotionPlaces = promotionPlaces
        self.relegationPlaces = relegationPlaces
        self.expiring = expiring
        self.academy = academy
        self.decisions = decisions
        self.selectedIndex = selectedIndex
        self.summary = summary
        self.scrollOffset = scrollOffset
    }

    /// Everyone the user decides on, in the order the selection moves through them.
    public var decidable: [Player] { expiring + academy.map(\.player) }
}
