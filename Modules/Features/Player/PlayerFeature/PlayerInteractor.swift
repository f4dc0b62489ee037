import DataManaging
import Observation

/// Loads a player's record, keeps the page's scroll position and tells the coordinator when the
/// user leaves.
@MainActor
@Observable
public final class PlayerInteractor: PlayerInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any PlayerInteractorDelegate)?
    public private(set) var state: PlayerScreenState
    public private(set) var viewModel: PlayerViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let playerId: String
    @ObservationIgnored private let dataManager: any PlayerDataManaging
    @ObservationIgnored private let viewModelTransform: any PlayerViewModelTransformProtocol

    public init(careerId: String, playerId: String, dataManager: any PlayerDataManaging,
                viewModelTransform: any PlayerViewModelTransformProtocol) {
        self.careerId = careerId
        self.playerId = playerId
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        let state = PlayerScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    public func load() async {
        update { $0.isLoading = true }
        do {
            let details = try await dataManager.playerDetails(careerId: careerId, playerId: playerId)
            update { state in
                state.isLoading = false
                state.errorMessage = nil
                state.details = details
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "Could not load the player: \(error.message)"
            }
        }
    }

    public func scroll(by offset: Int, limit: Int) {
        let target = min(max(0, state.scrollOffset + offset), max(0, limit))
        guard target != state.scrollOffset else { return }
        update { $0.scrollOffset = target }
    }

    public func close() {
        delegate?.playerInteractorDidRequestClose()
    }

    private func update(_ change: (inout PlayerScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
