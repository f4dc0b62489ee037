import DataManaging
import Observation

/// Loads this season's cup each time the screen shows (a round may have been played since), keeps the round and
/// scroll position, and tells the coordinator when the user leaves.
@MainActor
@Observable
public final class CupInteractor: CupInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any CupInteractorDelegate)?
    public private(set) var state: CupScreenState
    public private(set) var viewModel: CupViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any CupDataManaging
    @ObservationIgnored private let viewModelTransform: any CupViewModelTransformProtocol

    public init(careerId: String, dataManager: any CupDataManaging,
                viewModelTransform: any CupViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        let state = CupScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    public func load() async {
        update { $0.isLoading = true }
        do {
            let cup = try await dataManager.cup(careerId: careerId, year: nil)
            update { state in
                // A new round drawn since the last visit is the one to show.
                if state.cup?.rounds.count != cup.rounds.count { state.roundIndex = nil }
                state.isLoading = false
                state.errorMessage = nil
                state.cup = cup
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "Could not load the cup: \(error.message)"
            }
        }
    }

    public func switchRound(by offset: Int) {
        let count = state.cup?.rounds.count ?? 0
        guard count > 1 else { return }
        let current = state.roundIndex ?? count - 1
        update { state in
            state.roundIndex = ((current + offset) % count + count) % count
            state.scrollOffset = 0
        }
    }

    public func scroll(by offset: Int, limit: Int) {
        let target = min(max(0, state.scrollOffset + offset), max(0, limit))
        guard target != state.scrollOffset else { return }
        update { $0.scrollOffset = target }
    }

    public func close() {
        delegate?.cupInteractorDidRequestClose()
    }

    private func update(_ change: (inout CupScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
