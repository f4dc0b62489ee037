import DataManaging
import Navigation
import Observation

/// Loads the club's money each time the screen shows (a match day may have moved it since), keeps the cursor
/// of the week-by-week list, and tells the coordinator when the user leaves.
@MainActor
@Observable
public final class FinancesInteractor: FinancesInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any FinancesInteractorDelegate)?
    public var state: FinancesScreenState { screen.state }
    public var viewModel: FinancesViewModel { screen.viewModel }

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any FinanceDataManaging
    @ObservationIgnored private let screen: ScreenModel<FinancesScreenState, FinancesViewModel>

    public init(careerId: String, dataManager: any FinanceDataManaging,
                viewModelTransform: any FinancesViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        screen = ScreenModel(FinancesScreenState(), transform: viewModelTransform.transform)
    }

    public func load() async {
        await screen.load({ () async throws(DataError) in try await dataManager.finances(careerId: careerId) },
                          failure: { "Could not load the finances: \($0.message)" }) { state, value in
            state.selectedWeek = Self.selection(after: state, weekCount: value.weeks.count)
            state.finances = value
        }
    }

    public func moveSelection(by offset: Int) {
        guard let selected = state.selectedWeek, let count = state.finances?.weeks.count, count > 0 else { return }
        let target = min(max(0, selected + offset), count - 1)
        guard target != selected else { return }
        screen.update { $0.selectedWeek = target }
    }

    public func close() {
        delegate?.financesInteractorDidRequestClose()
    }

    /// A cursor on the latest week (or none yet) follows the season to its new latest week; one the user moved
    /// back stays where it is.
    private static func selection(after state: FinancesScreenState, weekCount: Int) -> Int? {
        guard weekCount > 0 else { return nil }
        let previousLatest = (state.finances?.weeks.count ?? 0) - 1
        guard let selected = state.selectedWeek, selected != previousLatest else { return weekCount - 1 }
        return min(selected, weekCount - 1)
    }
}
