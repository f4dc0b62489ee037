import DataManaging
import Observation

/// Loads a career's record books each time the screen shows (a season may have ended since), keeps the
/// section and scroll position, and tells the coordinator when the user leaves.
@MainActor
@Observable
public final class HistoryInteractor: HistoryInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any HistoryInteractorDelegate)?
    public private(set) var state: HistoryScreenState
    public private(set) var viewModel: HistoryViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any HistoryDataManaging
    @ObservationIgnored private let viewModelTransform: any HistoryViewModelTransformProtocol

    public init(careerId: String, dataManager: any HistoryDataManaging,
                viewModelTransform: any HistoryViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        let state = HistoryScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    public func load() async {
        update { $0.isLoading = true }
        do {
            let history = try await dataManager.history(careerId: careerId)
            update { state in
                state.isLoading = false
                state.errorMessage = nil
                state.history = history
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "Could not load the history: \(error.message)"
            }
        }
    }

    public func switchSection(by offset: Int) {
        let sections = HistorySection.allCases
        let index = (state.section.rawValue + offset % sections.count + sections.count) % sections.count
        update { state in
            state.section = sections[index]
            state.scrollOffset = 0
        }
    }

    public func scroll(by offset: Int, limit: Int) {
        let target = min(max(0, state.scrollOffset + offset), max(0, limit))
        guard target != state.scrollOffset else { return }
        update { $0.scrollOffset = target }
    }

    public func close() {
        delegate?.historyInteractorDidRequestClose()
    }

    private func update(_ change: (inout HistoryScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
