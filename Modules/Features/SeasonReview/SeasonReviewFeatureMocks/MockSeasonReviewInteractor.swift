import SeasonReviewFeature

/// A Season Review interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockSeasonReviewInteractor: SeasonReviewInteractorProtocol {
    public weak var delegate: (any SeasonReviewInteractorDelegate)?
    public var viewModel = SeasonReviewViewModel()

    /// The careers a factory made this interactor for.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var moves: [Int] = []
    public private(set) var toggleCallCount = 0
    public private(set) var confirmCallCount = 0
    public private(set) var closeCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func move(by offset: Int) { moves.append(offset) }
    public func toggleDecision() { toggleCallCount += 1 }
    public func confirm() async { confirmCallCount += 1 }
    public func close() { closeCallCount += 1 }
}
