import DataManaging
import Navigation
import Observation

/// Loads the pyramid's season, keeps the shown division, view, match day and selection, and tells
/// the coordinator when the user opens a player or leaves.
@MainActor
@Observable
public final class LeagueInteractor: LeagueInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any LeagueInteractorDelegate)?
    public var state: LeagueScreenState { screen.state }
    public var viewModel: LeagueViewModel { screen.viewModel }

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any LeagueDataManaging
    @ObservationIgnored private let screen: ScreenModel<LeagueScreenState, LeagueViewModel>

    public init(careerId: String, dataManager: any LeagueDataManaging,
                viewModelTransform: any LeagueViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        screen = ScreenModel(LeagueScreenState(), transform: viewModelTransform.transform)
    }

    public func load() async {
        await screen.load({ () async throws(DataError) in
            (try await dataManager.leagueOverview(careerId: careerId),
             try await dataManager.leaderboards(careerId: careerId, scope: .season(year: nil)))
        }, failure: \.message) { state, loaded in
            state.leaders = loaded.1
            Self.arrange(&state, for: loaded.0)
        }
    }

    public func switchDivision(by offset: Int) {
        let count = state.overview?.divisions.count ?? 0
        guard count > 1 else { return }
        screen.update { state in
            state.divisionIndex = ((state.divisionIndex + offset) % count + count) % count
            state.selectedIndex = state.openingSelection
        }
    }

    /// Shows `mode`; asked for the Leaders again, shows its next board (goals, assists, rating, cards).
    public func show(_ mode: LeagueMode) {
        guard mode != state.mode || mode == .leaders else { return }
        screen.update { state in
            if mode == state.mode {
                let boards = Leaderboards.Board.allCases
                state.board = boards[((boards.firstIndex(of: state.board) ?? 0) + 1) % boards.count]
            }
            state.mode = mode
            state.selectedIndex = state.openingSelection
        }
    }

    public func moveSelection(by offset: Int) {
        guard let current = state.selectedIndex else { return }
        let target = min(max(0, current + offset), state.rowCount - 1)
        guard target != current else { return }
        screen.update { $0.selectedIndex = target }
    }

    public func pageMatchDay(by offset: Int) {
        guard let days = state.matchDays, let shown = state.shownMatchDay else { return }
        let target = min(max(shown + offset, days.lowerBound), days.upperBound)
        guard target != shown else { return }
        screen.update { state in
            state.matchDay = target
            state.selectedIndex = state.openingSelection
        }
    }

    public func openSelection() {
        guard let playerId = state.selectedPlayerId else { return }
        delegate?.leagueInteractorDidChoosePlayer(playerId: playerId)
    }

    public func close() {
        delegate?.leagueInteractorDidRequestClose()
    }

    /// Takes in a freshly loaded overview. The first one opens on the user's division at the next
    /// match day, and so does the first of a new season or at a new club (a promotion, a relegation or a new
    /// job moves his division). Later ones keep the division and view; when the season has moved on (a match
    /// day was played) the fixtures and selection follow it, otherwise (back from a player profile) nothing moves.
    private static func arrange(_ state: inout LeagueScreenState, for overview: LeagueOverview) {
        let previous = state.overview
        guard previous != overview else { return }
        let freshStart = previous?.seasonLabel != overview.seasonLabel || previous?.userTeamId != overview.userTeamId
        let shownDivisionId = freshStart ? nil : state.division?.table.division.id
        state.overview = overview
        state.divisionIndex = overview.divisions.firstIndex { $0.table.division.id == shownDivisionId }
            ?? overview.userDivisionIndex ?? 0
        state.matchDay = overview.openingMatchDay
        state.selectedIndex = state.openingSelection
    }
}
