import DataManaging
import Navigation
import Observation

/// Loads a career's record books each time the screen shows (a season may have ended since), keeps the
/// section and scroll position, and tells the coordinator when the user leaves.
@MainActor
@Observable
public final class HistoryInteractor: HistoryInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any HistoryInteractorDelegate)?
    public var state: HistoryScreenState { screen.state }
    public var viewModel: HistoryViewModel { screen.viewModel }

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any HistoryDataManaging
    @ObservationIgnored private let screen: ScreenModel<HistoryScreenState, HistoryViewModel>

    public init(careerId: String, dataManager: any HistoryDataManaging,
                viewModelTransform: any HistoryViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        screen = ScreenModel(HistoryScreenState(), transform: viewModelTransform.transform)
    }

    public func load() async {
        await screen.load({ () async throws(DataError) in try await dataManager.history(careerId: careerId) },
                          failure: { "Could not load the history: \($0.message)" }) { state, value in
            state.history = value
        }
    }

    public func switchSection(by offset: Int) {
        let sections = HistorySection.allCases
        let index = (state.section.rawValue + offset % sections.count + sections.count) % sections.count
        screen.update { state in
            state.section = sections[index]
            state.scrollOffset = 0
        }
    }

    public func scroll(by offset: Int, limit: Int) {
        screen.scroll(\.scrollOffset, by: offset, limit: limit)
    }

    public func close() {
        delegate?.historyInteractorDidRequestClose()
    }
}
