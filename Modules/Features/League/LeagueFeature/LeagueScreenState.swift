import DataManaging
import Navigation

/// Everything the League screen knows, held by the interactor and turned into the view model by
/// the transform, with the lookups both of them need.
public struct LeagueScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    public var overview: LeagueOverview?
    /// Index into `overview.divisions`.
    public var divisionIndex: Int
    public var mode: LeagueMode
    /// The match day asked for; each division shows it clamped to its own season (see `shownMatchDay`),
    /// so paging a long division and visiting a shorter one does not lose the place.
    public var matchDay: Int
    /// Row of the current view's list; nil while that list is empty.
    public var selectedIndex: Int?
    /// The season's leaderboards, a section a division in the overview's order.
    public var leaders: Leaderboards?
    /// The board the Leaders view shows; `b` again moves to the next.
    public var board: Leaderboards.Board = .goals

    public init(isLoading: Bool = true, errorMessage: String? = nil, overview: LeagueOverview? = nil,
                divisionIndex: Int = 0, mode: LeagueMode = .table, matchDay: Int = 1, selectedIndex: Int? = nil,
                leaders: Leaderboards? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.overview = overview
        self.divisionIndex = divisionIndex
        self.mode = mode
        self.matchDay = matchDay
        self.selectedIndex = selectedIndex
        self.leaders = leaders
    }

    /// The shown board of the shown division.
    public var leaderLines: [Leaderboards.Line] {
        guard let sections = leaders?.sections, sections.indices.contains(divisionIndex) else { return [] }
        return sections[divisionIndex].boards[board] ?? []
    }

    public var division: LeagueOverview.DivisionSeason? {
        guard let divisions = overview?.divisions, divisions.indices.contains(divisionIndex) else { return nil }
        return divisions[divisionIndex]
    }

    /// The shown division's match days, first to last; nil when it has no fixtures.
    public var matchDays: ClosedRange<Int>? {
        let days = division?.fixtures.map(\.matchDay) ?? []
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }

    /// `matchDay` within the shown division's season.
    public var shownMatchDay: Int? {
        matchDays.map { min(max(matchDay, $0.lowerBound), $0.upperBound) }
    }

    /// The shown division's fixtures on the shown match day.
    public var shownFixtures: [FixtureSummary] {
        guard let day = shownMatchDay else { return [] }
        return division?.fixtures.filter { $0.matchDay == day } ?? []
    }

    /// The number of rows in the current view's list.
    public var rowCount: Int {
        switch mode {
        case .table: division?.table.rows.count ?? 0
        case .fixtures: shownFixtures.count
        case .scorers: division?.topScorers.count ?? 0
        case .leaders: leaderLines.count
        case .numbers: division?.hasNumbers == true ? division?.table.rows.count ?? 0 : 0
        }
    }

    /// The selected top scorer, while the top scorers are shown.
    public var selectedScorer: ScorerSummary? {
        guard mode == .scorers, let selectedIndex, let scorers = division?.topScorers,
              scorers.indices.contains(selectedIndex) else { return nil }
        return scorers[selectedIndex]
    }

    /// The player of the selected row, in the views that list players.
    public var selectedPlayerId: String? {
        if let scorer = selectedScorer { return scorer.playerId }
        guard mode == .leaders, let selectedIndex, leaderLines.indices.contains(selectedIndex) else { return nil }
        return leaderLines[selectedIndex].playerId
    }

    /// The row a list starts on: the user's club in the table, the user's match among the fixtures,
    /// else the first row; nil for an empty list.
    public var openingSelection: Int? {
        guard rowCount > 0 else { return nil }
        let userTeamId = overview?.userTeamId
        let userRow: Int? = switch mode {
        case .table, .numbers: division?.table.rows.firstIndex { $0.teamId == userTeamId }
        case .fixtures: shownFixtures.firstIndex { $0.homeTeamId == userTeamId || $0.awayTeamId == userTeamId }
        case .scorers, .leaders: nil
        }
        return userRow ?? 0
    }
}

extension LeagueOverview {
    /// The division the user's club plays in, if the overview holds it.
    var userDivisionIndex: Int? {
        divisions.firstIndex { $0.table.rows.contains { $0.teamId == userTeamId } }
    }

    /// Where the fixtures open: the next match day to play, or the last one once the season is over.
    var openingMatchDay: Int {
        nextMatchDay ?? divisions.flatMap { $0.fixtures.map(\.matchDay) }.max() ?? 1
    }
}

extension LeagueScreenState: LoadableScreenState {}
