import DataManaging
import Observation

/// Loads the club's money each time the screen shows (a match day may have moved it since), keeps the cursor
/// of the week-by-week list, and tells the coordinator when the user leaves.
@MainActor
@Observable
public final class FinancesInteractor: FinancesInteractorProtocol {
    @ObservationIgnored public weak var delegate: (any FinancesInteractorDelegate)?
    public private(set) var state: FinancesScreenState
    public private(set) var viewModel: FinancesViewModel

    @ObservationIgnored private let careerId: String
    @ObservationIgnored private let dataManager: any FinanceDataManaging
    @ObservationIgnored private let viewModelTransform: any FinancesViewModelTransformProtocol

    public init(careerId: String, dataManager: any FinanceDataManaging,
                viewModelTransform: any FinancesViewModelTransformProtocol) {
        self.careerId = careerId
        self.dataManager = dataManager
        self.viewModelTransform = viewModelTransform
        let state = FinancesScreenState()
        self.state = state
        self.viewModel = viewModelTransform.transform(state)
    }

    public func load() async {
        update { $0.isLoading = true }
        do {
            let finances = try await dataManager.finances(careerId: careerId)
            update { state in
                state.selectedWeek = Self.selection(after: state, weekCount: finances.weeks.count)
                state.isLoading = false
                state.errorMessage = nil
                state.finances = finances
            }
        } catch {
            update { state in
                state.isLoading = false
                state.errorMessage = "Could not load the finances: \(error.message)"
            }
        }
    }

    public func moveSelection(by offset: Int) {
        guard let selected = state.selectedWeek, let count = state.finances?.weeks.count, count > 0 else { return }
        let target = min(max(0, selected + offset), count - 1)
        guard target != selected else { return }
        update { $0.selectedWeek = target }
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

    private func update(_ change: (inout FinancesScreenState) -> Void) {
        change(&state)
        viewModel = viewModelTransform.transform(state)
    }
}
