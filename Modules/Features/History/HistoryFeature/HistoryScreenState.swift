import DataManaging
import Navigation

/// Everything the History screen knows, held by the interactor and turned into the view model by the transform.
public struct HistoryScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    public var history: CareerHistory?
    public var section: HistorySection
    /// The first line of the section's list shown at the top.
    public var scrollOffset: Int

    public init(isLoading: Bool = true, errorMessage: String? = nil, history: CareerHistory? = nil,
                section: HistorySection = .champions, scrollOffset: Int = 0) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.history = history
        self.section = section
        self.scrollOffset = scrollOffset
    }
}

extension HistoryScreenState: LoadableScreenState {}
