import DataManaging
import Navigation

/// Everything the Cup screen knows, held by the interactor and turned into the view model by the transform.
public struct CupScreenState: Sendable, Equatable {
    public var isLoading: Bool
    public var errorMessage: String?
    public var cup: CupSeason?
    /// The round shown, by its index among the rounds drawn; nil shows the latest.
    public var roundIndex: Int?
    /// The first tie of the round shown at the top.
    public var scrollOffset: Int

    public init(isLoading: Bool = true, errorMessage: String? = nil, cup: CupSeason? = nil, roundIndex: Int? = nil,
                scrollOffset: Int = 0) {
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.cup = cup
        self.roundIndex = roundIndex
        self.scrollOffset = scrollOffset
    }
}

extension CupScreenState: LoadableScreenState {}
