import DataManaging
import GameModels
import Navigation
import Observation

/// Loads a club, keeps the squad sorted and the selection on a player, and tells the coordinator
/// when the user opens a player or leaves.
@MainActor
@Observable
public final class TeamInteractor: TeamInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any TeamInteractorDelegate)?
    public var state: TeamScreenState { screen.state }
    public var viewModel: TeamViewModel { screen.viewModel }

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let teamId: String
    @ObservationIgnored private let dataManager: any ClubDataManaging
    @ObservationIgnored private let screen: ScreenModel<TeamScreenState, TeamViewModel>

    public init(careerId: String, teamId: String, dataManager: any ClubDataManaging,
                viewModelTransform: any TeamViewModelTransformProtocol) {
        self.careerId = careerId
        self.teamId = teamId
        self.dataManager = dataManager
        screen = ScreenModel(TeamScreenState(), transform: viewModelTransform.transform)
    }

    public func load() async {
        await screen.load({ () async throws(DataError) in try await dataManager.teamDetails(careerId: careerId, teamId: teamId) },
                          failure: { "Could not load the squad: \($0.message)" }) { state, value in
            state.details = value
            Self.arrange(&state, players: value.players, by: state.sort)
        }
    }

    public func moveSelection(by offset: Int) {
        guard let current = state.selectedIndex else { return }
        let target = min(max(0, current + offset), state.squad.count - 1)
        guard target != current else { return }
        screen.update { $0.selectedIndex = target }
    }

    public func moveSortColumn(by offset: Int) {
        let column = state.sort.column.shifted(by: offset)
        resort(by: SquadSort(column: column, ascending: column.defaultAscending))
    }

    public func reverseSort() {
        resort(by: state.sort.reversed)
    }

    public func toggleDetail() {
        guard state.selectedPlayer != nil else { return }
        screen.update { $0.isDetailShown.toggle() }
    }

    public func openSelectedPlayer() {
        guard let player = state.selectedPlayer else { return }
        delegate?.teamInteractorDidChoosePlayer(playerId: player.id)
    }

    public func close() {
        delegate?.teamInteractorDidRequestClose()
    }

    private func resort(by sort: SquadSort) {
        screen.update { state in
            state.sort = sort
            Self.arrange(&state, players: state.squad, by: sort)
        }
    }

    /// Orders `players` into the state and keeps the selection on the same player; when that
    /// player is gone it stays at the same row, clamped to the squad.
    private static func arrange(_ state: inout TeamScreenState, players: [Player], by sort: SquadSort) {
        let selectedId = state.selectedPlayer?.id
        state.squad = sort.sorted(players)
        if let selectedId, let index = state.squad.firstIndex(where: { $0.id == selectedId }) {
            state.selectedIndex = index
        } else {
            state.selectedIndex = state.squad.isEmpty ? nil : min(state.selectedIndex ?? 0, state.squad.count - 1)
        }
        if state.selectedIndex == nil { state.isDetailShown = false }
    }
}
