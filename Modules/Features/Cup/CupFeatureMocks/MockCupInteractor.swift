import CupFeature

/// A Cup interactor whose view model the test sets and whose every call it can inspect.
@MainActor
public final class MockCupInteractor: CupInteractorProtocol {
    public weak var delegate: (any CupInteractorDelegate)?
    public var viewModel = CupViewModel()

    /// The careers a factory made this interactor for.
    public var creations: [String] = []
    public private(set) var loadCallCount = 0
    public private(set) var roundSwitches: [Int] = []
    public private(set) var scrolls: [Int] = []
    public private(set) var closeCallCount = 0

    public init() {}

    public func load() async { loadCallCount += 1 }
    public func switchRound(by offset: Int) { roundSwitches.append(offset) }
    public func scroll(by offset: Int, limit: Int) { scrolls.append(offset) }
    public func close() { closeCallCount += 1 }
}
