import FinancesFeature

/// A Finances interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockFinancesInteractor: FinancesInteractorProtocol {
    public weak var delegate: (any FinancesInteractorDelegate)?
    public var viewModel = FinancesViewModel()

    /// The careers a factory made this interactor for.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var selectionMoves: [Int] = []
    public private(set) var closeCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func moveSelection(by offset: Int) { selectionMoves.append(offset) }
    public func close() { closeCallCount += 1 }
}
