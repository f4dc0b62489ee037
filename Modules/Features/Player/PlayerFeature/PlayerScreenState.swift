import DataManaging
import Navigation

/// Everything the Player screen knows, held by the interactor and turned into the view model by
/// the transform.
public struct PlayerScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    public var details: PlayerDetails?
    /// The first line of the page shown at the top (the view pulls it back when the page fits).
    public var scrollOffset: Int
    public var contractQuestion: PlayerContractQuestion?
    public var contractOutcome: PlayerContractOutcome?

    public init(isLoading: Bool = true, errorMessage: String? = nil, details: PlayerDetails? = nil,
                scrollOffset: Int = 0, contractQuestion: PlayerContractQuestion? = nil,
                contractOutcome: PlayerContractOutcome? = nil) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.details = details
        self.scrollOffset = scrollOffset
        self.contractQuestion = contractQuestion
        self.contractOutcome = contractOutcome
    }
}

extension PlayerScreenState: LoadableScreenState {}
