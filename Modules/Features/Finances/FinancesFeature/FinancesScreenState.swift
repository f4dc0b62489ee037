import DataManaging
import Navigation

/// Everything the Finances screen knows, held by the interactor and turned into the view model by the transform.
public struct FinancesScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    public var finances: ClubFinances?
    /// The week under the cursor in the week-by-week list, marked in the chart too; nil before the first week.
    public var selectedWeek: Int?

    public init(isLoading: Bool = true, errorMessage: String? = nil, finances: ClubFinances? = nil,
                selectedWeek: Int? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.finances = finances
        self.selectedWeek = selectedWeek
    }
}

extension FinancesScreenState: LoadableScreenState {}
