import DataManaging
import Navigation
import Observation

/// Loads this season's cup each time the screen shows (a round may have been played since), keeps the round and
/// scroll position, and tells the coordinator when the user leaves.
@MainActor
@Observable
public final class CupInteractor: CupInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any CupInteractorDelegate)?
    public var state: CupScreenState { screen.state }
    public var viewModel: CupViewModel { screen.viewModel }

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any CupDataManaging
    @ObservationIgnored private let screen: ScreenModel<CupScreenState, CupViewModel>

    public init(careerId: String, dataManager: any CupDataManaging,
                viewModelTransform: any CupViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        screen = ScreenModel(CupScreenState(), transform: viewModelTransform.transform)
    }

    public func load() async {
        await screen.load({ () async throws(DataError) in try await dataManager.cup(careerId: careerId, year: nil) },
                          failure: { "Could not load the cup: \($0.message)" }) { state, value in
            // A new round drawn since the last visit is the one to show.
            if state.cup?.rounds.count != value.rounds.count { state.roundIndex = nil }
            state.cup = value
        }
    }

    public func switchRound(by offset: Int) {
        let count = state.cup?.rounds.count ?? 0
        guard count > 1 else { return }
        let current = state.roundIndex ?? count - 1
        screen.update { state in
            state.roundIndex = ((current + offset) % count + count) % count
            state.scrollOffset = 0
        }
    }

    public func scroll(by offset: Int, limit: Int) {
        screen.scroll(\.scrollOffset, by: offset, limit: limit)
    }

    public func close() {
        delegate?.cupInteractorDidRequestClose()
    }
}
